/**
 * Facts about the business shown on several marketing pages, kept once. The support line and
 * hours are the promise (Monday to Friday 9:00 AM to 6:00 PM, a reply
 * within 24 hours).
 */
export const SITE = {
  name: 'CastMyScript',
  domain: 'castmyscript.ai',
  tagline: 'Hear your screenplay read aloud by a full AI cast.',
} as const;

export const SUPPORT = {
  email: 'support@castmyscript.ai',
  privacyEmail: 'privacy@castmyscript.ai',
  // A number from the range reserved for fiction until the support line is provisioned.
  phone: '+1 (555) 010-2030',
  phoneHref: 'tel:+15550102030',
  social: '@castmyscript',
  hours: 'Monday to Friday, 9:00 AM to 6:00 PM',
  replyWithin: 'We reply within 24 hours.',
} as const;

/** Landing page anchors and their header labels. */
export const SECTIONS = [
  { id: 'hero', label: 'Home' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'demo', label: 'Demo' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
