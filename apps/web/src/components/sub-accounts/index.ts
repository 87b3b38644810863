/** A company's sub-accounts, as its manager and the platform's reviewer both add them. */
export { GrantTree } from './grant-tree';
export { grantableItems } from './grantable-items';
export { SubAccountNameField, SubAccountPhoneField, SubAccountRemarkField } from './sub-account-fields';
