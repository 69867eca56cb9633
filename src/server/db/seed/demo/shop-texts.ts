/**
 * The demo shop's packages: what a pro of each category plausibly sells at a fixed price, in
 * zh-TW, with plans priced as such work is priced in Taiwan (whole TWD, before the seed's small
 * per-pro variation). shop-plan.ts picks the pros that sell them.
 */

export type DemoServiceType = 'single' | 'recurring' | 'package';

export interface DemoShopPlanText {
  name: string;
  description: string;
  price: number;
  serviceType?: DemoServiceType;
}

export interface DemoShopItemText {
  category: string;
  name: string;
  description: string;
  serviceInfo: string;
  serviceType: DemoServiceType;
  keywords: string[];
  plans: DemoShopPlanText[];
  /** Sold in limited numbers (seats, stocked parts, dates): how many there were. */
  stock?: number;
  /** Booked by time slot (lessons, beauty, massage). */
  reservable?: boolean;
}

/** The demo pro's items (the aircon cleaning service of README): three on sale, one in review, one rejected. */
export const DEMO_PRO_ITEMS: readonly DemoShopItemText[] = [
  {
    category: 'aircon-cleaning',
    name: '分離式冷氣室內機深層清洗',
    description: '拆下面板、濾網與出風口葉片逐一清洗，以高壓清洗機搭配中性環保清潔劑沖洗散熱鰭片與送風滾輪，清洗後拍照給您確認。',
    serviceInfo: '每台約 90 分鐘。請預留室內機下方 1 公尺的工作空間；含清洗後試機。',
    serviceType: 'single',
    keywords: ['冷氣清洗', '分離式冷氣', '高壓清洗'],
    plans: [
      { name: '壁掛式 1 台', description: '一般壁掛式室內機一台。', price: 1_800 },
      { name: '壁掛式 2 台', description: '同一地址兩台，第二台優惠。', price: 3_300 },
      { name: '壁掛式 3 台', description: '同一地址三台，全家一次洗好。', price: 4_700 },
    ],
  },
  {
    category: 'washing-machine-cleaning',
    name: '直立式洗衣機拆洗除垢',
    description: '拆下洗衣槽徹底刷洗內外槽的黑垢與皂垢，消毒後組回並試運轉，洗完的衣服不再有霉味。',
    serviceInfo: '約 2-3 小時。施工前請先清空洗衣機，並確認機身周圍有移動空間。',
    serviceType: 'single',
    keywords: ['洗衣機清洗', '拆洗', '除霉'],
    plans: [
      { name: '直立式 15 公斤以下', description: '一般家用直立式洗衣機。', price: 2_200 },
      { name: '直立式 16 公斤以上', description: '大容量直立式洗衣機。', price: 2_600 },
    ],
  },
  {
    category: 'aircon-repair',
    name: '冷氣健檢與冷媒壓力檢測',
    description: '不冷、漏水、異音都先從健檢開始：檢查冷媒壓力、電流、排水與室外機，當場說明問題與維修費用，不修不收材料費。',
    serviceInfo: '約 60 分鐘；需要補冷媒或更換零件時，先報價經您同意才施工。',
    serviceType: 'single',
    keywords: ['冷氣維修', '冷媒', '冷氣不冷'],
    plans: [
      { name: '基本健檢', description: '一台室內機與其室外機的檢測。', price: 1_000 },
      { name: '健檢加補冷媒', description: '檢測後補充 R32 或 R410A 冷媒。', price: 2_800 },
    ],
  },
  {
    category: 'aircon-cleaning',
    name: '吊隱式冷氣清洗',
    description: '打開維修孔拆洗吊隱式室內機的濾網、鰭片與排水盤，並疏通排水管，適合商辦與天花板內藏機型。',
    serviceInfo: '每台約 2 小時；需要天花板維修孔，沒有維修孔請先告知。',
    serviceType: 'single',
    keywords: ['吊隱式冷氣', '冷氣清洗'],
    plans: [
      { name: '吊隱式 1 台', description: '2.8kW 以下。', price: 3_500 },
      { name: '吊隱式 2 台', description: '同一地址兩台。', price: 6_600 },
    ],
  },
  {
    category: 'washing-machine-cleaning',
    name: '冷氣加洗衣機清洗組合',
    description: '冷氣與洗衣機一次清洗，省下兩次預約的時間。',
    serviceInfo: '',
    serviceType: 'package',
    keywords: ['組合優惠'],
    plans: [{ name: '組合價', description: '冷氣和洗衣機各一。', price: 3_600 }],
  },
];

/** Why the operator sent the demo pro's combination back (the console's reject reason). */
export const DEMO_PRO_REJECT_REASON = '方案沒有寫清楚包含哪些機型與台數，請在方案說明補充冷氣與洗衣機的型式後再送審。';

/** Everyone else's items, one per entry (a pro offering the category sells it). */
export const DEMO_SHOP_ITEMS: readonly DemoShopItemText[] = [
  {
    category: 'home-cleaning',
    name: '居家清潔 4 小時',
    description: '客廳、臥室、廚房與浴室的日常清潔：擦拭家具、吸拖地板、刷洗衛浴與流理台，清潔用品由我們準備。',
    serviceInfo: '一位清潔人員 4 小時；超過 30 坪建議選兩位。',
    serviceType: 'single',
    keywords: ['居家清潔', '打掃', '鐘點清潔'],
    plans: [
      { name: '單次 4 小時', description: '一位清潔人員。', price: 2_400 },
      { name: '每週一次（4 次）', description: '每週同一時段，連續四週。', price: 9_200, serviceType: 'recurring' },
    ],
  },
  {
    category: 'deep-cleaning',
    name: '兩房一廳年終大掃除',
    description: '兩人團隊一天完成：窗戶軌道、廚房油汙、浴室水垢、櫥櫃內外與燈具擦拭，適合過年前或入住前。',
    serviceInfo: '兩位清潔人員約 6 小時；30 坪以上請選三房方案。',
    serviceType: 'single',
    keywords: ['大掃除', '年終清潔', '入住清潔'],
    plans: [
      { name: '兩房一廳', description: '約 25 坪以內。', price: 7_800 },
      { name: '三房兩廳', description: '約 35 坪以內。', price: 10_800 },
    ],
    stock: 20,
  },
  {
    category: 'range-hood-cleaning',
    name: '抽油煙機拆洗',
    description: '拆下風扇、油網與集油盒浸泡除油，刷洗機身內外並清潔周圍牆面，洗後吸力明顯變強。',
    serviceInfo: '約 2 小時；隱藏式抽油煙機另加 500 元。',
    serviceType: 'single',
    keywords: ['抽油煙機', '除油'],
    plans: [
      { name: '一般倒 T 型', description: '單馬達機型。', price: 1_800 },
      { name: '雙馬達或隱藏式', description: '結構較複雜的機型。', price: 2_500 },
    ],
  },
  {
    category: 'sofa-cleaning',
    name: '布沙發深層清洗',
    description: '以專用洗劑與濕式抽洗機清除布面汙漬、汗垢與塵蟎，洗後以吹風機協助乾燥，隔天即可使用。',
    serviceInfo: '三人座約 2 小時；皮沙發請選保養方案。',
    serviceType: 'single',
    keywords: ['沙發清洗', '除塵蟎'],
    plans: [
      { name: '單人座', description: '一張單人沙發。', price: 1_500 },
      { name: '三人座', description: '一張三人沙發。', price: 3_200 },
      { name: 'L 型沙發', description: '含貴妃椅。', price: 4_500 },
    ],
  },
  {
    category: 'window-cleaning',
    name: '全室窗戶與紗窗清潔',
    description: '內外玻璃、窗框、軌道與紗窗一次清潔，高樓外窗以安全可及範圍為限。',
    serviceInfo: '約 3 小時；外窗需有陽台或可開啟的窗扇。',
    serviceType: 'single',
    keywords: ['窗戶清潔', '紗窗'],
    plans: [
      { name: '10 扇以內', description: '一般住家。', price: 2_200 },
      { name: '20 扇以內', description: '透天或大坪數。', price: 3_800 },
    ],
  },
  {
    category: 'water-tank-cleaning',
    name: '水塔清洗消毒',
    description: '排空水塔後刷洗內壁與底部沉積物，以合格消毒劑消毒並沖淨，附清洗前後照片。',
    serviceInfo: '約 2 小時，施工期間停水；含一般不鏽鋼或塑膠水塔。',
    serviceType: 'single',
    keywords: ['水塔清洗', '水質'],
    plans: [
      { name: '1 噸以下', description: '透天住家常見尺寸。', price: 2_500 },
      { name: '2 噸以下', description: '大型水塔。', price: 3_500 },
    ],
  },
  {
    category: 'pest-control',
    name: '居家除蟑除蟻',
    description: '針對蟑螂與螞蟻以凝膠餌劑與噴藥雙重處理，藥劑低毒，有小孩與寵物的家庭也能放心。',
    serviceInfo: '約 1 小時；施工後 3 小時內請勿擦拭施藥處。保固 3 個月。',
    serviceType: 'single',
    keywords: ['除蟲', '除蟑', '除蟻'],
    plans: [
      { name: '30 坪以內', description: '一般住家。', price: 3_000 },
      { name: '一年四次', description: '每季一次定期防治。', price: 10_000, serviceType: 'recurring' },
    ],
  },
  {
    category: 'plumbing-electrical',
    name: '水電基本檢修',
    description: '漏水、跳電、插座不通電、水龍頭滴水等小問題，到府檢查並當場處理，材料費另計且先告知。',
    serviceInfo: '含 1 小時工時；需要更換的零件現場報價。',
    serviceType: 'single',
    keywords: ['水電', '跳電', '水龍頭'],
    plans: [
      { name: '1 小時檢修', description: '一般小型維修。', price: 1_200 },
      { name: '2 小時檢修', description: '多項問題一次處理。', price: 2_000 },
    ],
  },
  {
    category: 'water-heater',
    name: '電熱水器安裝',
    description: '舊機拆除、新機安裝、冷熱水管與安全閥配置，安裝後試水並說明使用方式。',
    serviceInfo: '約 2 小時；不含熱水器本體，舊機可代為回收。',
    serviceType: 'single',
    keywords: ['熱水器安裝', '電熱水器'],
    plans: [
      { name: '12 加侖以下', description: '壁掛式電熱水器。', price: 2_500 },
      { name: '20 加侖以上', description: '落地式電熱水器。', price: 3_200 },
    ],
  },
  {
    category: 'door-lock',
    name: '電子鎖安裝',
    description: '依門型評估開孔與安裝方式，安裝後設定密碼、指紋與感應卡，並教您使用與換電池。',
    serviceInfo: '約 2 小時；不含電子鎖本體。',
    serviceType: 'single',
    keywords: ['電子鎖', '換鎖'],
    plans: [
      { name: '一般木門', description: '免改孔的門。', price: 2_500 },
      { name: '需改孔的門', description: '鐵門或需擴孔的門。', price: 3_500 },
    ],
  },
  {
    category: 'small-moving',
    name: '小搬家一車到底',
    description: '3.5 噸貨車一台與兩位搬運人員，適合套房、學生宿舍與少量家具，含基本包膜保護。',
    serviceInfo: '同縣市 3 小時內；樓梯每層加收 200 元。',
    serviceType: 'single',
    keywords: ['小搬家', '學生搬家', '套房搬家'],
    plans: [
      { name: '同縣市', description: '一趟，3 小時內。', price: 3_500 },
      { name: '跨縣市', description: '北北基桃之間。', price: 5_500 },
    ],
  },
  {
    category: 'junk-removal',
    name: '廢棄家具清運',
    description: '舊床墊、沙發、衣櫃與雜物整車清運，依規定送合格處理場，不亂丟。',
    serviceInfo: '含兩位搬運人員；大型家電請先告知。',
    serviceType: 'single',
    keywords: ['清運', '廢棄家具'],
    plans: [
      { name: '半車', description: '約 3-5 件大型家具。', price: 3_500 },
      { name: '一車', description: '3.5 噸貨車一車。', price: 6_000 },
    ],
  },
  {
    category: 'wall-painting',
    name: '單間臥室油漆粉刷',
    description: '批土補平裂縫、家具地板保護後上兩道乳膠漆，顏色可從色卡挑選，完工清潔。',
    serviceInfo: '一間約 4 坪，一天完工；壁癌處理另計。',
    serviceType: 'single',
    keywords: ['油漆', '粉刷', '乳膠漆'],
    plans: [
      { name: '一間臥室', description: '約 4 坪，牆面與天花板。', price: 8_000 },
      { name: '兩間臥室', description: '同一地址。', price: 15_000 },
    ],
  },
  {
    category: 'portrait-photo',
    name: '個人形象照拍攝',
    description: '棚內或戶外拍攝，協助擺姿與表情，適合履歷、LinkedIn 與個人品牌，精修照片一週內交件。',
    serviceInfo: '拍攝約 1 小時；可帶兩套服裝。',
    serviceType: 'single',
    keywords: ['形象照', '履歷照', '大頭照'],
    plans: [
      { name: '精修 3 張', description: '一套服裝。', price: 3_000 },
      { name: '精修 8 張', description: '兩套服裝。', price: 5_800 },
    ],
  },
  {
    category: 'family-photo',
    name: '全家福外拍',
    description: '在公園或家中拍攝自然互動的全家福，小朋友也能輕鬆入鏡，全部照片調色交付。',
    serviceInfo: '拍攝 1.5 小時；6 人以上另加 1,000 元。',
    serviceType: 'single',
    keywords: ['全家福', '親子寫真'],
    plans: [
      { name: '精修 10 張', description: '含所有調色檔。', price: 6_000 },
      { name: '精修 20 張', description: '含所有調色檔與一本相本。', price: 9_800 },
    ],
  },
  {
    category: 'product-photo',
    name: '電商商品去背攝影',
    description: '白底去背商品照，適合購物平台上架，每件含正面、側面與細節共三張。',
    serviceInfo: '寄件或送件到工作室；五個工作天交件。',
    serviceType: 'package',
    keywords: ['商品攝影', '去背', '電商'],
    plans: [
      { name: '10 件', description: '每件三張。', price: 3_000 },
      { name: '30 件', description: '每件三張。', price: 8_100 },
    ],
  },
  {
    category: 'english-tutor',
    name: '英文會話一對一',
    description: '依您的程度與目標安排會話主題，練習旅遊、職場與面試英文，每堂課後提供重點筆記。',
    serviceInfo: '每堂 60 分鐘，線上或到府；可預約固定時段。',
    serviceType: 'recurring',
    keywords: ['英文會話', '英文家教', '多益'],
    plans: [
      { name: '體驗課 1 堂', description: '程度評估加試上。', price: 700, serviceType: 'single' },
      { name: '8 堂課', description: '每週一至兩堂。', price: 7_200, serviceType: 'package' },
    ],
    reservable: true,
  },
  {
    category: 'math-tutor',
    name: '國中數學一對一',
    description: '依學校進度複習與預習，找出觀念卡住的地方，搭配會考題型練習。',
    serviceInfo: '每堂 90 分鐘，到府或線上。',
    serviceType: 'recurring',
    keywords: ['數學家教', '會考', '國中數學'],
    plans: [
      { name: '4 堂課', description: '每週一堂。', price: 4_800, serviceType: 'package' },
      { name: '8 堂課', description: '每週兩堂。', price: 9_200, serviceType: 'package' },
    ],
    reservable: true,
  },
  {
    category: 'piano-lesson',
    name: '成人鋼琴個別課',
    description: '從讀譜與基本指法開始，三個月內彈奏第一首流行歌曲，也可依喜好選曲。',
    serviceInfo: '每堂 60 分鐘，在工作室上課，琴房備有直立式鋼琴。',
    serviceType: 'recurring',
    keywords: ['鋼琴課', '成人鋼琴'],
    plans: [
      { name: '單堂', description: '60 分鐘。', price: 1_000, serviceType: 'single' },
      { name: '10 堂', description: '三個月內使用。', price: 9_000, serviceType: 'package' },
    ],
    reservable: true,
  },
  {
    category: 'personal-trainer',
    name: '一對一重量訓練',
    description: '先做體態與動作評估，再依目標安排增肌或減脂課表，教您正確的深蹲、硬舉與臥推。',
    serviceInfo: '每堂 60 分鐘，在合作健身房上課，不另收場地費。',
    serviceType: 'recurring',
    keywords: ['健身教練', '重量訓練', '減脂'],
    plans: [
      { name: '體驗課', description: '評估加一堂課。', price: 1_200, serviceType: 'single' },
      { name: '12 堂', description: '三個月內使用。', price: 18_000, serviceType: 'package' },
    ],
    reservable: true,
  },
  {
    category: 'yoga-instructor',
    name: '瑜伽私人課',
    description: '依身體狀況調整體式，改善肩頸緊繃與下背痠痛，初學者也能跟上。',
    serviceInfo: '每堂 60 分鐘，到府或在工作室；瑜伽墊可代備。',
    serviceType: 'recurring',
    keywords: ['瑜伽', '私人教練', '伸展'],
    plans: [
      { name: '單堂', description: '60 分鐘。', price: 1_500, serviceType: 'single' },
      { name: '8 堂', description: '兩個月內使用。', price: 11_200, serviceType: 'package' },
    ],
    reservable: true,
  },
  {
    category: 'nail-art',
    name: '單色凝膠美甲',
    description: '修型、甘皮處理與單色凝膠，色號超過百種，可持續三至四週。',
    serviceInfo: '約 90 分鐘；卸甲另加 300 元。',
    serviceType: 'single',
    keywords: ['美甲', '凝膠指甲'],
    plans: [
      { name: '手部單色', description: '十指單色。', price: 1_000 },
      { name: '手部造型', description: '單色加兩指造型。', price: 1_400 },
    ],
    reservable: true,
  },
  {
    category: 'eyelash-extension',
    name: '自然款嫁接睫毛',
    description: '依眼型設計長度與捲度，單根嫁接自然不厚重，附睫毛保養說明。',
    serviceInfo: '約 90 分鐘；三週內補睫享優惠。',
    serviceType: 'single',
    keywords: ['美睫', '嫁接睫毛'],
    plans: [
      { name: '自然款 80 根', description: '單根嫁接。', price: 1_200 },
      { name: '濃密款 120 根', description: '單根嫁接。', price: 1_600 },
    ],
    reservable: true,
  },
  {
    category: 'home-massage',
    name: '到府全身舒壓按摩',
    description: '以指壓與推拿放鬆肩頸、背部與腿部，按摩師自備按摩床與精油。',
    serviceInfo: '需要約 2 坪的空間；夜間 22 點後加收 300 元。',
    serviceType: 'single',
    keywords: ['到府按摩', '舒壓', '推拿'],
    plans: [
      { name: '60 分鐘', description: '全身放鬆。', price: 1_600 },
      { name: '90 分鐘', description: '全身加重點部位。', price: 2_300 },
    ],
    reservable: true,
  },
  {
    category: 'home-haircut',
    name: '長輩到府剪髮',
    description: '為行動不便的長輩到府剪髮，自備圍巾與吸塵器，剪完把環境收拾乾淨。',
    serviceInfo: '每位約 30 分鐘；同一地址第二位起 400 元。',
    serviceType: 'single',
    keywords: ['到府剪髮', '長輩'],
    plans: [
      { name: '1 位', description: '洗剪不含染燙。', price: 600 },
      { name: '2 位', description: '同一地址。', price: 1_000 },
    ],
  },
  {
    category: 'pet-grooming',
    name: '小型犬洗澡美容',
    description: '洗澡、吹整、剪指甲、清耳朵與腳底毛修剪，使用低敏洗毛精。',
    serviceInfo: '約 2 小時；10 公斤以上請選中型犬。',
    serviceType: 'single',
    keywords: ['寵物美容', '狗狗洗澡'],
    plans: [
      { name: '洗澡基本', description: '洗澡吹整加基本清潔。', price: 700 },
      { name: '全身美容', description: '含造型修剪。', price: 1_300 },
    ],
  },
  {
    category: 'dog-walking',
    name: '到府遛狗',
    description: '上班日固定時段到府遛狗 30 分鐘，補充飲水並傳照片回報。',
    serviceInfo: '每次 30 分鐘；雨天改為室內陪玩。',
    serviceType: 'recurring',
    keywords: ['遛狗', '寵物保母'],
    plans: [
      { name: '單次', description: '30 分鐘。', price: 350, serviceType: 'single' },
      { name: '10 次', description: '一個月內使用。', price: 3_200, serviceType: 'package' },
    ],
  },
  {
    category: 'logo-design',
    name: '品牌標誌設計',
    description: '訪談品牌定位後提出三款標誌提案，選定後修改至滿意，交付向量檔與使用規範。',
    serviceInfo: '約兩週交件；含兩次修改。',
    serviceType: 'single',
    keywords: ['標誌設計', 'LOGO', '品牌識別'],
    plans: [
      { name: '標誌設計', description: '三款提案、兩次修改。', price: 12_000 },
      { name: '標誌加名片', description: '另含名片設計。', price: 16_000 },
    ],
  },
  {
    category: 'computer-repair',
    name: '筆電重灌與效能整理',
    description: '備份資料、重新安裝作業系統與驅動程式、移除不需要的開機程式，讓舊筆電順起來。',
    serviceInfo: '送修兩個工作天；正版授權由您提供。',
    serviceType: 'single',
    keywords: ['電腦重灌', '筆電維修'],
    plans: [
      { name: '重灌', description: '含驅動程式。', price: 1_200 },
      { name: '重灌加 SSD 升級', description: '含 500GB SSD。', price: 2_800 },
    ],
  },
  {
    category: 'phone-repair',
    name: 'iPhone 電池更換',
    description: '使用品質認證電池，30 分鐘現場更換，不需清除資料，保固 6 個月。',
    serviceInfo: '現場等候約 30 分鐘；請先備份資料。',
    serviceType: 'single',
    keywords: ['換電池', 'iPhone 維修'],
    plans: [
      { name: 'iPhone 11-12', description: '含工資。', price: 1_500 },
      { name: 'iPhone 13-14', description: '含工資。', price: 1_900 },
    ],
    stock: 30,
  },
  {
    category: 'car-detailing',
    name: '精緻洗車加內裝清潔',
    description: '手工洗車、輪框清潔、內裝吸塵與皮椅保養，車內除臭。',
    serviceInfo: '約 3 小時；休旅車另加 500 元。',
    serviceType: 'single',
    keywords: ['洗車', '汽車美容', '內裝清潔'],
    plans: [
      { name: '轎車', description: '五人座轎車。', price: 1_800 },
      { name: '休旅車', description: '七人座以內。', price: 2_300 },
    ],
  },
  {
    category: 'airport-transfer',
    name: '桃園機場接送',
    description: '準時到府接送，協助搬運行李，班機延誤免費等候 60 分鐘。',
    serviceInfo: '四人座轎車或七人座休旅；深夜時段另加 200 元。',
    serviceType: 'single',
    keywords: ['機場接送', '桃園機場'],
    plans: [
      { name: '雙北到桃園機場', description: '四人座轎車。', price: 1_200 },
      { name: '雙北到桃園機場（休旅）', description: '七人座休旅。', price: 1_600 },
    ],
  },
  {
    category: 'cooking-class',
    name: '家常台菜小班烹飪課',
    description: '一堂課學會三道家常台菜，從備料、刀工到火候，做好的菜可以帶回家。',
    serviceInfo: '每班 8 人，約 3 小時，食材與圍裙由教室提供。',
    serviceType: 'single',
    keywords: ['烹飪課', '台菜'],
    plans: [
      { name: '單人', description: '一個名額。', price: 1_800 },
      { name: '雙人同行', description: '兩個名額。', price: 3_400 },
    ],
    stock: 12,
    reservable: true,
  },
  {
    category: 'bridal-makeup',
    name: '新娘秘書訂婚儀式',
    description: '訂婚儀式全程跟妝，含兩套造型與補妝，試妝一次。',
    serviceInfo: '儀式當天約 5 小時；外縣市另計車馬費。',
    serviceType: 'single',
    keywords: ['新秘', '新娘秘書', '訂婚'],
    plans: [
      { name: '兩造型', description: '含試妝一次。', price: 9_800 },
      { name: '三造型', description: '含試妝一次與伴娘妝一位。', price: 13_800 },
    ],
    stock: 8,
  },
  {
    category: 'kids-party',
    name: '兒童生日派對套裝',
    description: '氣球佈置、主持帶動與小魔術，兩小時讓壽星和小客人玩得開心。',
    serviceInfo: '適合 15 位以內的小朋友；場地由您提供。',
    serviceType: 'package',
    keywords: ['兒童派對', '生日派對', '氣球佈置'],
    plans: [
      { name: '基本派對', description: '主持加氣球佈置。', price: 8_000 },
      { name: '派對加魔術', description: '另含 30 分鐘魔術表演。', price: 11_000 },
    ],
  },
];

/** Items an operator has not looked at yet (besides the demo pro's): they wait in the console's queue. */
export const PENDING_CATEGORIES: readonly string[] = ['window-cleaning'];

/** Roads of the demo addresses (common names, no real house). */
export const DEMO_ROADS: readonly string[] = ['中山路', '民生路', '復興路', '和平路', '光復路', '中正路', '信義路', '建國路', '文化路', '自由路'];

/** Notes a consumer may leave on an order. */
export const ORDER_NOTES: readonly string[] = [
  '',
  '',
  '請先電話聯絡再出發，謝謝。',
  '大樓有管理員，請在一樓登記。',
  '平日晚上七點後比較方便。',
  '家裡有養貓，進門請小心。',
  '停車位在地下一樓，可以停訪客車位。',
];
