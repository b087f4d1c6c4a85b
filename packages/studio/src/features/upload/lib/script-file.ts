import {
  GENERIC_UPLOAD_TYPE,
  SCRIPT_ACCEPT,
  SCRIPT_EXTENSIONS,
  SCRIPT_MAX_BYTES,
  SCRIPT_TYPES,
} from '@castmyscript/api/contract';

/**
 * Which scripts the Upload step takes (PDF, TXT, DOCX; beyond the spec Final Draft
 * FDX and Fountain) and the limit it states (10MB = 10 × 1024 × 1024 bytes).
 * The server sniffs the bytes and enforces the size again; checking here only saves the writer
 * a wasted upload.
 */
export { SCRIPT_ACCEPT, SCRIPT_MAX_BYTES };

export const MESSAGES = {
  pickedWrongType: 'Unsupported file type selected',
  droppedWrongType: 'Unsupported file format. Please use PDF, TXT, or DOCX.',
  tooLarge: 'File size must be less than 10MB',
  empty: 'This file is empty. Please choose a script with some text in it.',
} as const;

const extensionOf = (name: string) => name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';

const knownType = (type: string): boolean => (SCRIPT_TYPES as readonly string[]).includes(type);

/** Supported by its extension, or (a name without one) by the type the browser gave it. */
export function isScriptFile(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = extensionOf(file.name);
  if (extension) return (SCRIPT_EXTENSIONS as readonly string[]).includes(extension);
  return knownType(file.type);
}

/** Why a chosen file cannot be uploaded (texts), or null when it can. */
export function scriptFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  via: 'pick' | 'drop',
): string | null {
  if (!isScriptFile(file))
    return via === 'drop' ? MESSAGES.droppedWrongType : MESSAGES.pickedWrongType;
  if (file.size > SCRIPT_MAX_BYTES) return MESSAGES.tooLarge;
  if (file.size === 0) return MESSAGES.empty;
  return null;
}

/** The type to declare: the browser's when the server knows it (FDX and Fountain usually get none). */
export const declaredType = (file: Pick<File, 'type'>) =>
  knownType(file.type) ? file.type : GENERIC_UPLOAD_TYPE;
