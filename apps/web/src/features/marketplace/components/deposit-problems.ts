/** The deposit page's common problems (常见问题), as the collapse panel takes them. */
export const DEPOSIT_PROBLEMS = [
  {
    key: 'amount',
    label: '保证金缴纳多少？',
    children: '按标的公告所列金额缴纳，一般为起拍价的 10%。请按页面显示金额一次足额转账，金额不符将被驳回。',
  },
  {
    key: 'account',
    label: '转账时需要注意什么？',
    children:
      '请使用与认证信息一致的个人或企业账户，向页面所示平台监管账户转账，并在附言中注明标的编号。转账后请保留银行回单，拍照或截图上传。',
  },
  {
    key: 'review',
    label: '多久能审核通过？',
    children: '工作时间内一般 30 分钟内完成审核。审核通过后即可出价；请在竞价结束前完成缴纳与审核。',
  },
  {
    key: 'return',
    label: '没有成交，保证金什么时候退还？',
    children:
      '竞价结束后未成交的保证金立即释放，并在 24 小时内原路退还。成交者的保证金自动转为货款的一部分。',
  },
  {
    key: 'forfeit',
    label: '什么情况下保证金不予退还？',
    children: '成交后未在付款期限内支付货款（悔拍），保证金不予退还；累计悔拍 3 次将被限制参与竞价。',
  },
];
