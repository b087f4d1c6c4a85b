import { PAYGO_MIN_PAGES, PLANS, type Plan } from '@castmyscript/api/contract';

export type FaqItem = { question: string; answer: string };

const planLine = (plan: Plan) =>
  `${plan.name} (${plan.price} a month, ${plan.monthlyCredits} pages)`;

const listOf = (items: string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const downloadPlans = listOf(PLANS.filter((p) => p.canDownload).map((p) => p.name));
const listenOnly = PLANS.filter((p) => !p.canDownload).map((p) => p.name);

/**
 * The FAQ with the real plan names and formats: plan names,
 * prices and page allowances are read from the one catalogue.
 */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'Which script formats can I upload?',
    answer:
      'PDF, DOCX, TXT, Final Draft (FDX) and Fountain, up to 10 MB per file. Scripts in standard screenplay layout give the cleanest parse, and you can correct any line before casting.',
  },
  {
    question: 'Which plans are there?',
    answer: `Four: ${listOf(PLANS.map(planLine))}. Every plan is month-to-month and can be cancelled anytime — you keep your plan until the end of the period you paid for. Need more pages? Buy pay-as-you-go pages, from ${PAYGO_MIN_PAGES} at a time, at any point.`,
  },
  {
    question: 'Can I download the audio?',
    answer: `Yes: ${downloadPlans} download the full table read as MP3 or WAV. On ${listOf(listenOnly)} you can listen online in the browser as often as you like.`,
  },
  {
    question: 'How many voices can I use in one script?',
    answer:
      'As many as your script has characters — there is no limit on voices per script. Each character gets their own voice, and a narrator reads scene headings and action.',
  },
  {
    question: 'What counts as a page?',
    answer:
      'A PDF counts its pages. Other formats are counted as the script would be laid out in standard screenplay format, about 55 lines a page. Monthly pages are used first, then pay-as-you-go pages, and a failed processing run is refunded.',
  },
  {
    question: 'Is my script safe?',
    answer:
      'Yes. Your scripts and audio are encrypted in transit and at rest, only your account can open them, and they are never used to train AI models. Delete a script and its audio whenever you like.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Plans are month-to-month with no contract. Cancel from your dashboard whenever you like and you keep your plan until the end of the paid period.',
  },
];
