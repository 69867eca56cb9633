// Invented people for the demo marketplace: common Taiwanese surnames and given names put
// together at random. None of them is a real person; their e-mails are at example.com.

export const SURNAMES = [
  '陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪', '曾', '邱', '廖', '賴', '周',
  '徐', '蘇', '葉', '莊', '呂', '江', '何', '蕭', '羅', '高', '潘', '簡', '朱', '鍾', '彭', '游', '詹', '胡', '施', '沈',
  '余', '盧', '梁', '趙', '顏', '柯', '翁', '魏', '孫', '戴',
] as const;

export const GIVEN_NAMES = [
  '志明', '家豪', '冠宇', '俊傑', '建宏', '宗翰', '承恩', '柏翰', '彥廷', '冠廷', '育誠', '信宏', '明哲', '志豪', '國華',
  '文彬', '振宇', '哲瑋', '品睿', '子翔', '宥廷', '昱辰', '晉豪', '偉倫', '凱文', '立德', '士傑', '嘉宏', '耀文', '正雄',
  '雅婷', '怡君', '淑芬', '佩珊', '欣怡', '詩涵', '雅雯', '宜蓁', '筱涵', '思妤', '美玲', '惠雯', '佳穎', '怡伶', '婉婷',
  '家瑜', '郁婷', '瑋婷', '靜宜', '秀玲', '品妍', '芷若', '語彤', '心怡', '玉珍', '麗華', '淑惠', '宛儒', '貞儀', '采潔',
] as const;

/** Words for studio and shop names ("晴光攝影工作室"). */
export const BRAND_WORDS = [
  '晴光', '青禾', '木子', '日日', '安心', '好評', '小樹', '晨曦', '暖陽', '森林', '一心', '好家', '順心', '大吉', '光點',
  '米克', '藍海', '星辰', '樂活', '和風', '初心', '拾光', '小象', '百合', '玖玖', '山嵐', '微笑', '信達', '匠心', '恆星',
] as const;

export interface InventedPerson {
  lastName: string;
  firstName: string;
}

export function fullNameOf(person: InventedPerson): string {
  return `${person.lastName}${person.firstName}`;
}
