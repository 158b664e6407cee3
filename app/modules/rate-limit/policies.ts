import type { BackoffRule, BucketRule } from "./rate-limit.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every limit in one place, each set well above what a real person does (decision record 004):
 * a visitor or the owner never meets one, a script does within seconds.
 */
export const RATE_LIMITS = {
  /**
   * Password checks (sign-in and the account page) per account and client address: five tries at
   * once, then 1 s, 2 s, 4 s … up to 15 minutes between tries; a correct password clears it.
   */
  passwordPerAccountAndAddress: {
    purpose: "password:account+address",
    freeAttempts: 5,
    baseDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * HOUR,
  },
  /** Password checks from one address whatever the account: stops one address spraying many. */
  passwordPerAddress: { purpose: "password:address", burst: 30, intervalMs: MINUTE },
  /**
   * Password checks against one account from all addresses together: a slow-down, not a lock. One
   * attacking address is held back by its own backoff long before it empties this, so the owner
   * signs in from elsewhere at once; a crowd of addresses slows the account to four tries a minute.
   */
  passwordPerAccount: { purpose: "password:account", burst: 20, intervalMs: 15 * SECOND },
  /**
   * Second steps of sign-in (authenticator code, recovery code, passkey) per account, on top of the password's limits:
   * whoever knows the password may guess six-digit codes, so after ten failures each wait doubles up to 15 minutes
   * (about a hundred guesses a day); a completed sign-in clears it (decision 053).
   */
  secondStepPerAccount: {
    purpose: "second-step:account",
    freeAttempts: 10,
    baseDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * HOUR,
  },
  /** Reset mails asked for per typed address, whether or not it has an account. */
  passwordResetPerEmail: { purpose: "password-reset:email", burst: 3, intervalMs: 20 * MINUTE },
  passwordResetPerAddress: { purpose: "password-reset:address", burst: 10, intervalMs: 6 * MINUTE },
  /** Enquiries per client address: twenty at once, then one every three minutes. */
  enquiryPerAddress: { purpose: "enquiry:address", burst: 20, intervalMs: 3 * MINUTE },
  /** Owner notifications sent one by one; beyond this, enquiries reach the owners in a digest. */
  enquiryNotifications: { purpose: "enquiry:notification", burst: 20, intervalMs: 3 * MINUTE },
  /** Page-view beacons per client address: a reader turns a few pages a minute. */
  pageViewPerAddress: { purpose: "page-view:address", burst: 120, intervalMs: SECOND },
} as const satisfies Record<string, BucketRule | BackoffRule>;
