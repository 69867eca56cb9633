/**
 * What demo consumers write about the packages they bought (at most 50 characters, like the
 * review form allows) and what the pros answer, in zh-TW. By score; a category's own sentences
 * go first where there are some (the demo pro's), the general ones fit any package.
 */

export type ShopReviewScore = 3 | 4 | 5;

export type ShopReviewTexts = Readonly<Record<ShopReviewScore, readonly string[]>>;

/** Sentences about any package: the price kept, the booking, the care, the result. */
export const SHOP_REVIEW_TEXTS: ShopReviewTexts = {
  5: [
    '價格跟頁面寫的一樣，現場沒有再加價，很安心。',
    '從付款、約時間到完成都很順，下次還會再買。',
    '非常專業又有耐心，細節都有顧到，大推！',
    '第二次買這個方案了，品質一樣穩定，值得信賴。',
    '方案內容寫得很清楚，實際服務也完全一樣。',
    '買給爸媽的，他們很滿意，一直說要再約。',
    '準時開始，結束前還仔細說明，整體體驗很好。',
    '比想像中還用心，CP 值很高，會推薦給朋友。',
    '訊息回得很快，臨時改時間也很好配合，謝謝！',
    '成果超出預期，家人也都說讚，謝謝！',
  ],
  4: [
    '整體不錯，時間比預期長一點，但成果很好。',
    '服務細心、價格合理，熱門時段要早點約。',
    '當天稍微晚了十分鐘開始，其他都很滿意。',
    '溝通順暢，成果滿意，希望能多開一些時段。',
    '品質不錯，說明可以再簡單一點會更好懂。',
    '做得很仔細，只是收尾花了點時間，仍推薦。',
    '值得這個價格，下次會試試看更高的方案。',
  ],
  3: [
    '成果還可以，但現場說明比較少，希望更仔細。',
    '約時間來回好幾次才確定，服務本身普通。',
    '內容跟方案描述有點落差，不過有盡力處理。',
    '中規中矩，價格不算便宜，期待下次更好。',
  ],
};

/** Sentences about a category's packages, by its slug. */
export const SHOP_REVIEW_CATEGORY_TEXTS: Readonly<Record<string, ShopReviewTexts>> = {
  'aircon-cleaning': {
    5: [
      '冷氣洗完出風變涼、霉味也沒了，洗前洗後都有拍照。',
      '師傅拆得很仔細，地板有鋪防水布，洗完還幫忙擦乾淨。',
      '三台一次洗好，第二台優惠很划算，明年再約。',
    ],
    4: ['洗得很乾淨，只是比預估多花半小時，整體滿意。', '髒水倒出來嚇一跳，洗完舒服多了，收尾可再快一點。'],
    3: ['清洗還算乾淨，但面板裝回去有點鬆，請師傅再來調。'],
  },
  'washing-machine-cleaning': {
    5: ['拆槽後才知道這麼髒，洗完衣服沒有怪味了，推薦！', '師傅很專業，順便教我怎麼保養，洗衣機像新的一樣。'],
    4: ['洗得很徹底，時間比說的久一點，但很值得。'],
    3: ['內槽有洗乾淨，外殼還有些水漬，希望再細心一點。'],
  },
};

/** The pros' answers: thanks for a 5, thanks and a promise for a 4, an apology for a 3. */
export const SHOP_REVIEW_REPLIES: ShopReviewTexts = {
  5: [
    '謝謝您的支持與肯定，期待下次再為您服務！',
    '感謝好評！之後有任何需要都歡迎直接傳訊息給我們。',
    '謝謝您的信任，我們會繼續保持這樣的品質。',
    '很高興您滿意，謝謝您花時間留下評價！',
  ],
  4: [
    '謝謝您的回饋，不足的地方我們會再改進，感謝包容。',
    '感謝肯定，也謝謝您的提醒，下次會做得更好！',
    '謝謝您的建議，我們會持續調整，期待再為您服務。',
  ],
  3: [
    '謝謝您的建議，這次的不足我們會檢討，歡迎再給我們機會。',
    '抱歉這次沒讓您完全滿意，之後會更用心，感謝您的回饋。',
    '已主動聯絡您補強不足的地方，造成不便很抱歉。',
  ],
};
