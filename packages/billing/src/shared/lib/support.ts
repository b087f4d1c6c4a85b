/** The support address shown on the payment-cancelled page ("support contact {email}"). */
export const SUPPORT_EMAIL = 'support@castmyscript.ai';
