import { defineEndpoints } from '../api/endpoint';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  passwordAgeResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  replacePhoneBodySchema,
  replacePhoneResponseSchema,
  replaceUserNameBodySchema,
  replaceUserNameResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from './account.schemas';

export const accountEndpoints = defineEndpoints('账号', {
  userRegister: {
    access: 'public',
    summary: '手机号注册',
    body: registerBodySchema,
    response: registerResponseSchema,
  },
  resetPassword: {
    access: 'public',
    summary: '通过短信验证码重置密码',
    body: resetPasswordBodySchema,
    response: resetPasswordResponseSchema,
  },
  changePassword: {
    access: 'public',
    summary: '用当前密码修改密码（临时密码或超过 90 天未修改时登录前使用；成功后所有登录失效）',
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  },
  passwordAgeCheck: {
    // Answered to a sign-in that must first replace its password: that is what it asks.
    access: 'session',
    summary: '登录前是否须先修改密码：data 为 true 表示超过 90 天未修改，为 admin_reset 表示管理员重置过密码',
    response: passwordAgeResponseSchema,
  },
  replaceUserName: {
    access: 'authenticated',
    summary: '修改用户名（登录账号名）',
    body: replaceUserNameBodySchema,
    response: replaceUserNameResponseSchema,
  },
  replacePhone: {
    access: 'authenticated',
    summary: '更换手机号（新手机号的更换手机号验证码 + 当前密码）',
    body: replacePhoneBodySchema,
    response: replacePhoneResponseSchema,
  },
});
