/** The account calls on their own: member.ts loads them with the first member request, so a visitor's first screen does without them. */
export { accountCalls } from '@contract/account';
