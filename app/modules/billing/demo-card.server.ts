/**
 * The demo checkout's card form, checked as a hosted checkout checks it. Only test cards
 * are accepted (never a real card number), with Stripe's test-card behaviour: 4242...
 * pays, 4000 0000 0000 0002 is declined.
 */
export interface DemoCardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type DemoCardErrors = Partial<Record<keyof DemoCardInput, string>>;

export const DEMO_TEST_CARD = "4242 4242 4242 4242";
const ACCEPTED_TEST_CARDS = new Set(["4242424242424242", "5555555555554444"]);
const DECLINED_TEST_CARD = "4000000000000002";

export const demoCardMessages = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  notATestCard: `This demo accepts test cards only, such as ${DEMO_TEST_CARD}.`,
  declined: "Your card was declined. Try the test card 4242 4242 4242 4242.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: "Enter the name on your card.",
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Field errors of the form (empty when it may be charged), and whether the card declines. */
export function checkDemoCard(input: DemoCardInput, now = new Date()): { errors: DemoCardErrors; declined: boolean } {
  const errors: DemoCardErrors = {};
  const digits = input.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = messagesFor(digits);
  else if (!luhnValid(digits)) errors.cardNumber = demoCardMessages.numberInvalid;
  else if (!ACCEPTED_TEST_CARDS.has(digits) && digits !== DECLINED_TEST_CARD)
    errors.cardNumber = demoCardMessages.notATestCard;

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = demoCardMessages.expiryIncomplete;
  else {
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const endOfMonth = Date.UTC(year, month, 1);
    if (endOfMonth <= now.getTime()) errors.expiry = demoCardMessages.expiryPast;
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = demoCardMessages.cvcIncomplete;
  if (!input.name.trim()) errors.name = demoCardMessages.nameRequired;

  return { errors, declined: Object.keys(errors).length === 0 && digits === DECLINED_TEST_CARD };
}

function messagesFor(digits: string) {
  return /^\d*$/.test(digits) ? demoCardMessages.numberIncomplete : demoCardMessages.numberInvalid;
}
