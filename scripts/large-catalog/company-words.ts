// What the large catalogue's exhibitors are called and where they come from, in both languages:
// "Ningbo Hongda Lighting Co., Ltd." / "宁波宏达照明有限公司".
import type { Words } from './product-words.js';

const w = (en: string, zh: string): Words => ({ en, zh });

export interface City extends Words {
  province: Words;
  /** The port its goods ship from. */
  port: Words;
}

const city = (en: string, zh: string, province: Words, port: Words): City => ({ en, zh, province, port });

const GUANGDONG = w('Guangdong', '广东');
const ZHEJIANG = w('Zhejiang', '浙江');
const JIANGSU = w('Jiangsu', '江苏');
const FUJIAN = w('Fujian', '福建');
const SHANDONG = w('Shandong', '山东');
const NANSHA = w('Guangzhou Nansha Port', '广州南沙港');
const YANTIAN = w('Shenzhen Yantian Port', '深圳盐田港');
const NINGBO = w('Ningbo-Zhoushan Port', '宁波舟山港');
const SHANGHAI = w('Shanghai Port', '上海港');
const XIAMEN = w('Xiamen Port', '厦门港');
const QINGDAO = w('Qingdao Port', '青岛港');

export const CITIES: readonly City[] = [
  city('Guangzhou', '广州', GUANGDONG, NANSHA),
  city('Shenzhen', '深圳', GUANGDONG, YANTIAN),
  city('Foshan', '佛山', GUANGDONG, NANSHA),
  city('Dongguan', '东莞', GUANGDONG, YANTIAN),
  city('Zhongshan', '中山', GUANGDONG, NANSHA),
  city('Shantou', '汕头', GUANGDONG, YANTIAN),
  city('Jiangmen', '江门', GUANGDONG, NANSHA),
  city('Huizhou', '惠州', GUANGDONG, YANTIAN),
  city('Ningbo', '宁波', ZHEJIANG, NINGBO),
  city('Yiwu', '义乌', ZHEJIANG, NINGBO),
  city('Hangzhou', '杭州', ZHEJIANG, NINGBO),
  city('Wenzhou', '温州', ZHEJIANG, NINGBO),
  city('Taizhou', '台州', ZHEJIANG, NINGBO),
  city('Jinhua', '金华', ZHEJIANG, NINGBO),
  city('Suzhou', '苏州', JIANGSU, SHANGHAI),
  city('Wuxi', '无锡', JIANGSU, SHANGHAI),
  city('Changzhou', '常州', JIANGSU, SHANGHAI),
  city('Nantong', '南通', JIANGSU, SHANGHAI),
  city('Xiamen', '厦门', FUJIAN, XIAMEN),
  city('Quanzhou', '泉州', FUJIAN, XIAMEN),
  city('Fuzhou', '福州', FUJIAN, XIAMEN),
  city('Qingdao', '青岛', SHANDONG, QINGDAO),
  city('Yantai', '烟台', SHANDONG, QINGDAO),
  city('Linyi', '临沂', SHANDONG, QINGDAO),
];

/** The trade names companies choose: auspicious two-character names, romanised. */
export const BRAND_NAMES: readonly Words[] = [
  w('Hongda', '宏达'),
  w('Xinyuan', '鑫源'),
  w('Huamei', '华美'),
  w('Jinlong', '金龙'),
  w('Tianyi', '天一'),
  w('Mingyang', '明阳'),
  w('Haoyu', '浩宇'),
  w('Ruifeng', '瑞丰'),
  w('Baisheng', '百盛'),
  w('Kaiyuan', '凯源'),
  w('Yongxin', '永鑫'),
  w('Hengtai', '恒泰'),
  w('Shengda', '盛达'),
  w('Fuhua', '富华'),
  w('Jiahe', '嘉禾'),
  w('Longteng', '龙腾'),
  w('Xingguang', '星光'),
  w('Huayu', '华宇'),
  w('Dongsheng', '东升'),
  w('Wanjia', '万佳'),
  w('Chuangxin', '创新'),
  w('Jinhui', '金辉'),
  w('Hongxiang', '鸿翔'),
  w('Tianrui', '天瑞'),
  w('Lianhe', '联合'),
  w('Zhongtai', '中泰'),
  w('Haitian', '海天'),
  w('Xinhe', '鑫和'),
  w('Boyuan', '博远'),
  w('Anda', '安达'),
  w('Jiali', '佳丽'),
  w('Meijia', '美佳'),
  w('Ouya', '欧雅'),
  w('Lida', '立达'),
  w('Yuanfeng', '远丰'),
  w('Huaxin', '华鑫'),
  w('Shunfa', '顺发'),
  w('Taihe', '泰和'),
  w('Kangda', '康达'),
  w('Jinyu', '金宇'),
];

/** What follows the trade in a company's name. */
export const COMPANY_FORMS: readonly Words[] = [
  w('Co., Ltd.', '有限公司'),
  w('Industrial Co., Ltd.', '实业有限公司'),
  w('Technology Co., Ltd.', '科技有限公司'),
  w('Manufacturing Co., Ltd.', '制造有限公司'),
  w('Import & Export Co., Ltd.', '进出口有限公司'),
  w('Trading Co., Ltd.', '贸易有限公司'),
];
