import type { PriceBasis } from '@lyp/shared/auction/auction-formats';

/**
 * What the demo marketplace sells, with times relative to the moment it is created: one
 * bulletin bidding now, one opening later, one already closed (one lot sold, one 流拍).
 */

export type DemoBidder = 'buyer' | 'buyer2';

export interface DemoLot {
  title: string;
  category: string;
  quantity: number;
  unit: string;
  /** 单价: prices and bids are per unit of the estimated quantity (总价 when absent). */
  priceBasis?: PriceBasis;
  regionCode: string;
  location: string;
  description: string;
  startPriceYuan: number;
  incrementYuan: number;
  reserveYuan?: number;
  /** 降价: the price falls by a step each interval down to the floor (otherwise 增价). */
  descending?: { stepYuan: number; intervalMinutes: number; floorYuan: number };
  /** 一次报价: sealed bids, shown only once the lot has ended. */
  sealed?: boolean;
  /** Minutes from now to the start (negative: already started) and how long bidding lasts. */
  startsInMinutes: number;
  durationMinutes: number;
  viewing: { address: string; contactPerson: string; contactPhone: string };
  /** Drawn pictures of the goods (media/goods-illustrations.ts), the first the cover. */
  images: Array<{ category: string; view: number }>;
  /** Deposits paid and confirmed before bidding, and the bids, minutes after the start. */
  depositsPaidBy: DemoBidder[];
  /** Holds the 优先购买权 (第 1 顺位), a letter from the seller its proof. */
  priorityHolder?: DemoBidder;
  /** sealed: a sealed bid (一次报价), only on a sealed-bid lot. */
  bids: Array<{ by: DemoBidder; kind: 'bid' | 'max' | 'sealed'; yuan: number; afterMinutes: number }>;
}

export interface DemoBulletin {
  company: 'east' | 'pujiang';
  title: (round: number) => string;
  bodyHtml: string;
  lots: DemoLot[];
}

const NOTICE = `<h3>竞价须知</h3>
<ol>
<li>竞买人须完成实名认证，并在竞价开始前缴纳标的保证金，经平台确认到账后方可出价。</li>
<li>各标的的竞价方式见标的详情。增价竞价：出价须为起拍价加加价幅度的整数倍，竞价结束前 5 分钟内有人出价的，结束时间自动顺延 5 分钟；降价竞价：价格按周期逐级下降，第一位应价者以当时价格成交；一次报价：每人提交一次报价（结束前只可提高），结束后公布全部报价，最高者成交。</li>
<li>竞得人须在成交后 72 小时内付清货款（成交价扣除保证金），逾期视为悔拍，保证金不予退还。</li>
<li>未竞得人的保证金在竞价结束后释放，24 小时内原路退还。</li>
</ol>`;

const EAST_VIEWING = {
  address: '无锡市惠山区钱桥街道华东物流园 3 号库',
  contactPerson: '张伟',
  contactPhone: '0510-82801234',
};
const PUJIANG_VIEWING = {
  address: '上海市浦东新区川沙路 5000 号 2 幢',
  contactPerson: '张伟',
  contactPhone: '021-58881234',
};

export const DEMO_BULLETINS: readonly DemoBulletin[] = [
  {
    company: 'east',
    title: (round) => `江苏华东再生资源有限公司废钢及有色金属竞价公告（第${round}期）`,
    bodyHtml: `<p>江苏华东再生资源有限公司委托本平台，对下列废钢及有色金属物资进行网络公开竞价，欢迎符合条件的单位和个人参与。</p>${NOTICE}`,
    lots: [
      {
        title: '重型废钢 HMS1 约 120 吨',
        images: [
          { category: 'scrap_steel', view: 0 },
          { category: 'scrap_steel', view: 1 },
          { category: 'scrap_steel', view: 2 },
        ],
        category: 'scrap_steel',
        quantity: 120,
        unit: 'ton',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description: '厚度 6mm 以上重型废钢，已剪切至 1.5 米以内，无密闭容器、无夹杂物，现场过磅计量。',
        startPriceYuan: 300_000,
        incrementYuan: 5_000,
        startsInMinutes: -35,
        durationMinutes: 210, // hours on sale: the lot visitors and browser journeys find bidding
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        bids: [
          { by: 'buyer', kind: 'max', yuan: 330_000, afterMinutes: 5 },
          { by: 'buyer2', kind: 'bid', yuan: 310_000, afterMinutes: 12 },
        ],
      },
      {
        title: '废铜线（光亮铜）约 8 吨',
        images: [
          { category: 'nonferrous_metal', view: 0 },
          { category: 'nonferrous_metal', view: 1 },
        ],
        category: 'nonferrous_metal',
        quantity: 8,
        unit: 'ton',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description: '去皮光亮铜线，含铜 99% 以上，打包堆放。场地承租人享有优先购买权（第 1 顺位）。',
        startPriceYuan: 450_000,
        incrementYuan: 2_000,
        reserveYuan: 480_000,
        startsInMinutes: -20,
        durationMinutes: 120,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        priorityHolder: 'buyer2',
        bids: [
          { by: 'buyer', kind: 'bid', yuan: 450_000, afterMinutes: 3 },
          { by: 'buyer2', kind: 'bid', yuan: 450_000, afterMinutes: 9 },
        ],
      },
      {
        title: '废铝合金边角料 约 20 吨（一次报价）',
        sealed: true,
        images: [
          { category: 'nonferrous_metal', view: 1 },
          { category: 'nonferrous_metal', view: 0 },
        ],
        category: 'nonferrous_metal',
        quantity: 20,
        unit: 'ton',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description:
          '铝型材及压铸件边角料，含铝 90% 以上。本标的为一次报价：每位竞买人提交一次报价（结束前只可提高），结束前不公开任何报价，最高报价者以其报价成交。',
        startPriceYuan: 260_000,
        incrementYuan: 1,
        startsInMinutes: -15,
        durationMinutes: 150,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        bids: [
          { by: 'buyer', kind: 'sealed', yuan: 268_000, afterMinutes: 4 },
          { by: 'buyer2', kind: 'sealed', yuan: 271_000, afterMinutes: 7 },
          { by: 'buyer', kind: 'sealed', yuan: 275_000, afterMinutes: 11 },
        ],
      },
      {
        title: '废钢边角料 约 40 吨（按吨计价）',
        images: [
          { category: 'scrap_steel', view: 2 },
          { category: 'scrap_steel', view: 0 },
        ],
        category: 'scrap_steel',
        quantity: 40,
        unit: 'ton',
        priceBasis: 'unit',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description: '冲压边角料，单价竞价（元/吨）；数量为预估，提货时现场过磅，按实际重量多退少补。',
        startPriceYuan: 2_400,
        incrementYuan: 20,
        startsInMinutes: -30,
        durationMinutes: 90,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        bids: [
          { by: 'buyer2', kind: 'bid', yuan: 2_400, afterMinutes: 6 },
          { by: 'buyer', kind: 'bid', yuan: 2_440, afterMinutes: 14 },
        ],
      },
      {
        title: '合力 CPCD30 柴油叉车 3 台',
        images: [
          { category: 'used_equipment', view: 0 },
          { category: 'used_equipment', view: 2 },
        ],
        category: 'used_equipment',
        quantity: 3,
        unit: 'set',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description:
          '2016 年购置，3 吨级，均可正常启动行驶，门架与货叉有使用磨损，按现状出售。降价竞价：价格每 5 分钟下降 ¥500，最低降至 ¥30,000，第一位应价者成交。',
        startPriceYuan: 36_000,
        incrementYuan: 500,
        descending: { stepYuan: 500, intervalMinutes: 5, floorYuan: 30_000 },
        startsInMinutes: -10,
        durationMinutes: 200,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        bids: [],
      },
    ],
  },
  {
    company: 'pujiang',
    title: (round) => `上海浦江物资回收有限公司废纸及废塑料竞价公告（第${round}期）`,
    bodyHtml: `<p>上海浦江物资回收有限公司委托本平台，对下列废纸及废塑料进行网络公开竞价。</p>${NOTICE}`,
    lots: [
      {
        title: '黄板纸（AA 级）约 60 吨',
        images: [
          { category: 'waste_paper', view: 0 },
          { category: 'waste_paper', view: 1 },
        ],
        category: 'waste_paper',
        quantity: 60,
        unit: 'ton',
        regionCode: '310115',
        location: PUJIANG_VIEWING.address,
        description: '国产 AA 级黄板纸，打包整齐，含水率不超过 12%，杂质不超过 1%。',
        startPriceYuan: 96_000,
        incrementYuan: 1_000,
        startsInMinutes: 120,
        durationMinutes: 60,
        viewing: PUJIANG_VIEWING,
        depositsPaidBy: [],
        bids: [],
      },
      {
        title: '废 PET 瓶砖 约 25 吨',
        images: [
          { category: 'waste_plastic', view: 0 },
          { category: 'waste_plastic', view: 1 },
        ],
        category: 'waste_plastic',
        quantity: 25,
        unit: 'ton',
        regionCode: '310115',
        location: PUJIANG_VIEWING.address,
        description: '透明 PET 饮料瓶压缩砖，已去标签瓶盖，无油污。',
        startPriceYuan: 62_500,
        incrementYuan: 500,
        startsInMinutes: 24 * 60,
        durationMinutes: 120,
        viewing: PUJIANG_VIEWING,
        depositsPaidBy: [],
        bids: [],
      },
    ],
  },
  {
    company: 'east',
    title: (round) => `江苏华东再生资源有限公司设备及物资处置竞价公告（第${round}期）`,
    bodyHtml: `<p>江苏华东再生资源有限公司闲置设备及物资处置，按现状公开竞价。</p>${NOTICE}`,
    lots: [
      {
        title: '二手数控车床 CK6150 2 台',
        images: [
          { category: 'used_equipment', view: 1 },
          { category: 'used_equipment', view: 2 },
        ],
        category: 'used_equipment',
        quantity: 2,
        unit: 'set',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description: '沈阳机床 CK6150，2018 年出厂，配广数系统，可通电试机。',
        startPriceYuan: 80_000,
        incrementYuan: 1_000,
        startsInMinutes: -26 * 60,
        durationMinutes: 60,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer', 'buyer2'],
        bids: [
          { by: 'buyer2', kind: 'bid', yuan: 80_000, afterMinutes: 4 },
          { by: 'buyer', kind: 'max', yuan: 90_000, afterMinutes: 9 },
          { by: 'buyer2', kind: 'bid', yuan: 85_000, afterMinutes: 30 },
        ],
      },
      {
        title: '废旧电力电缆 约 15 吨',
        images: [
          { category: 'nonferrous_metal', view: 2 },
          { category: 'nonferrous_metal', view: 0 },
        ],
        category: 'nonferrous_metal',
        quantity: 15,
        unit: 'ton',
        regionCode: '320206',
        location: EAST_VIEWING.address,
        description: '带皮铝芯电力电缆，长短不一，盘装与散装混合。',
        startPriceYuan: 150_000,
        incrementYuan: 1_000,
        reserveYuan: 180_000,
        startsInMinutes: -26 * 60,
        durationMinutes: 60,
        viewing: EAST_VIEWING,
        depositsPaidBy: ['buyer'],
        bids: [{ by: 'buyer', kind: 'bid', yuan: 150_000, afterMinutes: 20 }],
      },
    ],
  },
];

export const DEMO_COMPANIES = {
  east: '江苏华东再生资源有限公司',
  pujiang: '上海浦江物资回收有限公司',
} as const;
