import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#c41d1d';

/**
 * The page's fonts (as global.css's body), Chinese ones listed, for antd's components too:
 * antd's own list names none, so every Chinese character in a button or a table went through
 * the browser's font fallback, in a face that could differ from the text beside it.
 */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans SC', sans-serif";

/*
 * Every colour a user reads meets WCAG 2.1 AA: 4.5:1 against white and against the pages'
 * grey (#f5f7fa), here once rather than page by page (theme.test.ts measures each).
 * antd's greys are black at an opacity, so a grey keeps its contrast on a tinted background.
 */

/** Labels, descriptions, breadcrumbs, hints: antd's 0.45 reads at 3.3:1, 0.57 at 4.9:1. */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.57)';
/** Placeholders are read too (a select's 请选择): antd's 0.25 reads at 1.8:1. */
const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.55)';

/**
 * A preset tag's text is its palette's shade 7 on shade 1: one or two shades darker where
 * antd's falls under 4.5:1 (green 3.4:1, orange 3.3:1, gold 2.8:1 …). global.css's own tags
 * read the same shades through antd's CSS variables (--ant-green-7).
 */
const READABLE_TAG_TEXT = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
} as const;

type TagColour = keyof typeof READABLE_TAG_TEXT;

/** antd keeps each shade under two names (green7, green-7); its CSS variable takes the second. */
function tagTextTokens(): Record<`${TagColour}7` | `${TagColour}-7`, string> {
  const entries = Object.entries(READABLE_TAG_TEXT).flatMap(([name, colour]) => [
    [`${name}7`, colour],
    [`${name}-7`, colour],
  ]);
  return Object.fromEntries(entries) as Record<`${TagColour}7` | `${TagColour}-7`, string>;
}

/** Status words (成功, 警告, 错误 in Typography, form errors, danger buttons) readable on white. */
const READABLE_STATUS_TEXT = {
  // The error seed itself: form messages and the 删除 link button are written in it.
  colorError: '#d32029',
  colorSuccessText: READABLE_TAG_TEXT.green,
  colorWarningText: READABLE_TAG_TEXT.orange,
  colorInfoText: '#0958d9',
};

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // Keyboard focus: antd rings a focused button, link or tab in this colour, 2 px wide. Its
    // default, a pale tint of the brand (2.2:1 on white), was easy to lose.
    colorPrimaryBorder: BRAND_COLOR,
    lineWidthFocus: 2,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    ...tagTextTokens(),
    ...READABLE_STATUS_TEXT,
    fontFamily: FONT_FAMILY,
    // Headings' weight: 700, not antd's 600. Where a Chinese face has one weight only (Linux's
    // WenQuanYi), the browser makes it bold at 700 but not at 600; PingFang's heaviest
    // and YaHei's bold serve both.
    fontWeightStrong: 700,
    borderRadius: 6,
  },
  components: {
    // An empty table's 暂无数据 is written in the disabled grey; it is a sentence to read.
    Table: { colorTextDisabled: TEXT_TERTIARY },
    // A switch that is off is this grey, with its white 否 on it (1.8:1 in antd's light grey).
    Switch: { colorTextQuaternary: TEXT_PLACEHOLDER, colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    // A status tag (已发布 success, 待审核 processing, 已撤回 warning) writes its text in the status
    // colour itself, on that colour's pale background: antd's green read at 2.2:1 there.
    Tag: {
      colorSuccess: READABLE_STATUS_TEXT.colorSuccessText,
      colorWarning: READABLE_STATUS_TEXT.colorWarningText,
      colorInfo: READABLE_STATUS_TEXT.colorInfoText,
    },
  },
};
