export { createDemoOutboxSmsProvider, type DemoOutbox } from './demo-outbox-sms-provider';
export { demoOutboxRoutes } from './demo-outbox.routes';
export { createSmsProvider } from './create-sms-provider';
export { createSmsCodeRepository } from './sms-code.repository';
export type { SmsProvider, VerificationSms } from './sms-provider';
export { smsRoutes } from './sms.routes';
export { createSmsService, type SmsService } from './sms.service';
export { createWebhookSmsProvider } from './webhook-sms-provider';
