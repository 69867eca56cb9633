-- The free-credit tasks speak to pros as every other page does (您, not 你). Wording an operator
-- changed is left as it is.
update free_credit_events
  set description = '完成手機驗證，客戶與我們才能即時聯絡您。'
  where code = 'verify_phone' and description = '完成手機驗證，客戶與我們才能即時聯絡你。';
update free_credit_events
  set description = '完成服務後，請客戶給您第一則評價。'
  where code = 'first_review' and description = '完成服務後，請客戶給你第一則評價。';
