import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';

export interface DictSeed {
  code: string;
  name: string;
  description: string;
  /** System dictionaries are read by the application: protected, and kept complete on every start. */
  isSystem: boolean;
  items: ReadonlyArray<{ label: string; value: string }>;
}

export const DICTIONARIES: readonly DictSeed[] = [
  {
    code: DICT_CODES.menuIcon,
    name: '菜单图标',
    description: '菜单可选用的图标（Ant Design 图标名）',
    isSystem: true,
    items: [
      { label: '首页', value: 'HomeOutlined' },
      { label: '用户', value: 'UserOutlined' },
      { label: '团队', value: 'TeamOutlined' },
      { label: '购物', value: 'ShoppingOutlined' },
      { label: '店铺', value: 'ShopOutlined' },
      { label: '闪电', value: 'ThunderboltOutlined' },
      { label: '钱袋', value: 'MoneyCollectOutlined' },
      { label: '账本', value: 'AccountBookOutlined' },
      { label: '对账', value: 'ReconciliationOutlined' },
      { label: '档案', value: 'ProfileOutlined' },
      { label: '星标', value: 'StarOutlined' },
      { label: '铃铛', value: 'BellOutlined' },
      { label: '通知', value: 'NotificationOutlined' },
      { label: '喇叭', value: 'SoundOutlined' },
      { label: '容器', value: 'ContainerOutlined' },
      { label: '已办文件', value: 'FileDoneOutlined' },
      { label: '受保护文件', value: 'FileProtectOutlined' },
      { label: '文本文件', value: 'FileTextOutlined' },
      { label: '方案', value: 'SolutionOutlined' },
      { label: '审计', value: 'AuditOutlined' },
      { label: '时钟', value: 'ClockCircleOutlined' },
      { label: '对勾', value: 'CheckCircleOutlined' },
      { label: '叉号', value: 'CloseCircleOutlined' },
      { label: '安全认证', value: 'SafetyCertificateOutlined' },
      { label: '设置', value: 'SettingOutlined' },
      { label: '菜单', value: 'MenuOutlined' },
      { label: '证件', value: 'IdcardOutlined' },
      { label: '书本', value: 'BookOutlined' },
      { label: '图片', value: 'PictureOutlined' },
      { label: '百分比', value: 'PercentageOutlined' },
      { label: '应用', value: 'AppstoreOutlined' },
      { label: '接口', value: 'ApiOutlined' },
      { label: '钥匙', value: 'KeyOutlined' },
      { label: '发送', value: 'SendOutlined' },
    ],
  },
  {
    code: DICT_CODES.menuType,
    name: '菜单类型',
    description: '菜单管理中菜单与按钮的区分',
    isSystem: true,
    items: [
      { label: '菜单', value: 'menu' },
      { label: '按钮', value: 'button' },
    ],
  },
  {
    code: DICT_CODES.orgType,
    name: '组织类型',
    description: '平台运营方、企业或个人',
    isSystem: true,
    items: [
      { label: '平台', value: 'platform' },
      { label: '企业', value: 'company' },
      { label: '个人', value: 'personal' },
    ],
  },
  {
    code: DICT_CODES.goodsCategory,
    name: '标的分类',
    description: '竞价标的的货物分类，用于发布与筛选',
    // Lots keep these values: options can be added and disabled, never removed.
    isSystem: true,
    items: [
      { label: '废钢', value: 'scrap_steel' },
      { label: '废有色金属', value: 'nonferrous_metal' },
      { label: '废纸', value: 'waste_paper' },
      { label: '废塑料', value: 'waste_plastic' },
      { label: '废旧物资', value: 'used_materials' },
      { label: '二手设备', value: 'used_equipment' },
      { label: '机动车', value: 'vehicle' },
      { label: '房产土地', value: 'real_estate' },
      { label: '其他', value: 'other' },
    ],
  },
  {
    code: DICT_CODES.goodsUnit,
    name: '计量单位',
    description: '标的数量的计量单位',
    isSystem: true,
    items: [
      { label: '吨', value: 'ton' },
      { label: '千克', value: 'kg' },
      { label: '台', value: 'set' },
      { label: '辆', value: 'vehicle' },
      { label: '件', value: 'piece' },
      { label: '批', value: 'batch' },
      { label: '平方米', value: 'square_metre' },
      { label: '项', value: 'item' },
    ],
  },
  {
    code: DICT_CODES.biddingMode,
    name: '竞价方式',
    description: '标的的竞价方式',
    isSystem: true,
    items: [
      { label: '增价', value: 'ascending' },
      { label: '降价', value: 'descending' },
      { label: '一次报价', value: 'sealed' },
    ],
  },
  {
    code: DICT_CODES.bulletinStatus,
    name: '公告状态',
    description: '竞价公告的生命周期状态',
    isSystem: true,
    items: [
      { label: '草稿', value: 'draft' },
      { label: '待审核', value: 'submitted' },
      { label: '已发布', value: 'published' },
      { label: '已驳回', value: 'rejected' },
      { label: '已撤回', value: 'withdrawn' },
      { label: '竞价中', value: 'bidding' },
      { label: '已结束', value: 'ended' },
    ],
  },
  {
    code: DICT_CODES.bidderQualification,
    name: '竞买人资质',
    description: '标的可要求竞买人具备的资质（许可证、备案等），竞买人上传后经审核方可参与',
    // Lots require these values: options can be added and disabled, never removed.
    isSystem: true,
    items: [
      { label: '再生资源回收经营者备案', value: 'recycling_filing' },
      { label: '危险废物经营许可证', value: 'hazardous_waste_licence' },
      { label: '道路运输许可证', value: 'road_transport_licence' },
    ],
  },
];
