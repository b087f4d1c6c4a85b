/** The support address shown on the payment-cancelled page (spec 2 §2, "support contact {email}"). */
export const SUPPORT_EMAIL = 'support@castmyscript.ai';
