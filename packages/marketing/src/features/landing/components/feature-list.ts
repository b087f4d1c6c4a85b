/** What the product does, in the words of the features section. */
export const FEATURES = [
  {
    icon: 'pi-file',
    title: 'Reads every screenplay format',
    text: 'PDF, DOCX, TXT, Final Draft FDX and Fountain. Scene headings, action, dialogue and parentheticals are recognised for you.',
  },
  {
    icon: 'pi-pencil',
    title: 'A clean parse you can edit',
    text: "Character names are tidied up — V.O., O.S. and CONT'D folded in, page numbers gone. Fix any line or add one before you cast.",
  },
  {
    icon: 'pi-users',
    title: 'A voice for every character',
    text: 'Use as many voices as your script has characters. Filter by gender, age and accent and preview each voice before you choose.',
  },
  {
    icon: 'pi-book',
    title: 'A narrator for the rest',
    text: 'Scene headings and action lines are read by a narrator, so the story flows like a real table read.',
  },
  {
    icon: 'pi-play',
    title: 'Listen your way',
    text: 'Play line by line or straight through, at 0.5x to 2x. Jump back to any line to hear a rewrite.',
  },
  {
    icon: 'pi-download',
    title: 'Download the whole read',
    text: 'Paid plans download the full table read as MP3 or WAV — for the commute, the edit bay or your producer.',
  },
  {
    icon: 'pi-lock',
    title: 'Private by design',
    text: 'Scripts and audio are encrypted, visible only to you and never used to train AI models. Delete them any time.',
  },
  {
    icon: 'pi-wallet',
    title: 'Pay for pages, not seats',
    text: 'A monthly plan for regular drafts, pay-as-you-go pages for the busy weeks. No contracts.',
  },
] as const;
