/** Dictionaries other code depends on; seeded, protected from deletion and code changes. Free of zod. */
export const DICT_CODES = {
  menuIcon: 'menu_icon',
  menuType: 'menu_type',
  orgType: 'org_type',
  goodsCategory: 'goods_category',
  goodsUnit: 'goods_unit',
  biddingMode: 'bidding_mode',
  bulletinStatus: 'bulletin_status',
  bidderQualification: 'bidder_qualification',
} as const;
