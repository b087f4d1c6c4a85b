import { declaredType, MESSAGES, scriptFileProblem, SCRIPT_MAX_BYTES } from '../lib/script-file';

const file = (name: string, type = '', size = 100) => ({ name, type, size });

test.each([
  ['a.pdf', 'application/pdf'],
  ['a.txt', 'text/plain'],
  ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['a.fdx', ''],
  ['A.FOUNTAIN', ''],
  ['no-extension', 'application/pdf'],
])('%s (%s) is a script', (name, type) => {
  expect(scriptFileProblem(file(name, type), 'pick')).toBeNull();
});

test.each([
  ['picked', 'pick', MESSAGES.pickedWrongType, 'Unsupported file type selected'],
  [
    'dropped',
    'drop',
    MESSAGES.droppedWrongType,
    'Unsupported file format. Please use PDF, TXT, or DOCX.',
  ],
] as const)('a %s file of another type gets the spec’s %s message', (_how, via, message, text) => {
  expect(message).toBe(text);
  expect(scriptFileProblem(file('photo.png', 'image/png'), via)).toBe(text);
  expect(scriptFileProblem(file('old.doc', 'application/msword'), via)).toBe(text);
  expect(scriptFileProblem(file('no-extension', 'image/png'), via)).toBe(text);
});

test('10MB is 10 × 1024 × 1024 bytes: that many pass, one more does not', () => {
  expect(scriptFileProblem(file('a.pdf', 'application/pdf', SCRIPT_MAX_BYTES), 'pick')).toBeNull();
  expect(scriptFileProblem(file('a.pdf', 'application/pdf', SCRIPT_MAX_BYTES + 1), 'drop')).toBe(
    'File size must be less than 10MB',
  );
});

test('an empty file is refused with a clear message', () => {
  expect(scriptFileProblem(file('a.txt', 'text/plain', 0), 'pick')).toBe(MESSAGES.empty);
});

test('FDX and Fountain files without a browser type are declared generically', () => {
  expect(declaredType(file('a.fdx', ''))).toBe('application/octet-stream');
  expect(declaredType(file('a.pdf', 'application/pdf'))).toBe('application/pdf');
  expect(declaredType(file('a.fountain', 'text/plain'))).toBe('text/plain');
});
