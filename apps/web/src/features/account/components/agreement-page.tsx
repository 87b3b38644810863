import { Typography } from 'antd';

const SECTIONS: ReadonlyArray<{ title: string; paragraphs: string[] }> = [
  {
    title: '一、协议的接受',
    paragraphs: [
      '欢迎使用乐易拍在线竞价平台（以下简称“平台”）。在注册成为平台用户前，请您仔细阅读本协议全部内容。您勾选“我已阅读并同意《用户注册协议》”并完成注册，即表示您已充分理解并同意接受本协议的全部条款。',
    ],
  },
  {
    title: '二、账号注册与安全',
    paragraphs: [
      '您应使用本人实名登记的中国大陆手机号注册，并保证所提供的信息真实、准确、完整。',
      '您应妥善保管账号与密码，不得将账号转让、出借或授权他人使用。因您保管不善导致的损失由您自行承担。为保障账号安全，密码超过 90 天未修改时，平台将要求您修改密码后再登录。',
    ],
  },
  {
    title: '三、实名认证与竞买资格',
    paragraphs: [
      '参与竞价前，您须完成个人实名认证或企业认证，并按竞价公告要求缴纳保证金。认证信息经平台审核通过后方可出价。',
      '定向竞价的标的仅限委托方指定的竞买人参与；委托方及其关联组织不得参与其委托标的的竞价。',
    ],
  },
  {
    title: '四、竞价规则',
    paragraphs: [
      '竞价以平台服务器时间为准。出价须不低于当前价加一个加价幅度，并符合加价幅度的整数倍。设置代理出价（最高价）后，系统将在您的最高价范围内以最低必要的价格自动为您出价。',
      '竞价结束前最后 5 分钟内有有效出价的，竞价结束时间自该出价起顺延 5 分钟。您的出价一经确认即不可撤回。',
    ],
  },
  {
    title: '五、保证金与成交',
    paragraphs: [
      '竞价成交后，买受人的保证金自动转为货款的一部分，买受人应在成交确认书规定的期限内付清余款。未成交的竞买人，其保证金将在竞价结束后予以释放，并在 24 小时内完成退还。',
      '买受人逾期未付款的视为悔拍，其保证金不予退还，并记录违约一次；累计违约三次的，平台将限制其参与竞价。',
    ],
  },
  {
    title: '六、个人信息保护',
    paragraphs: [
      '平台仅为提供竞价服务之必要收集和使用您的个人信息，并采取加密存储、访问控制等措施保护您的信息安全。竞价过程中，其他用户仅能看到您的竞买人代号，无法看到您的真实身份。',
    ],
  },
  {
    title: '七、其他',
    paragraphs: [
      '平台有权根据法律法规及业务需要修订本协议，修订后的协议将在平台公布。如您对本协议有任何疑问，请致电客服热线 400-820-1234。',
    ],
  },
];

/** The sign-up agreement the checkbox links to. */
export function AgreementPage() {
  return (
    <article className="lyp-agreement">
      <Typography.Title level={3}>乐易拍用户注册协议</Typography.Title>
      <Typography.Paragraph type="secondary">更新日期：2026 年 11 月 1 日</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography.Title level={5}>{section.title}</Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
