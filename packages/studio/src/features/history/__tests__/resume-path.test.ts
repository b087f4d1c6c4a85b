import { resumeErrorPath, resumePath } from '../lib/resume-path';

describe('resumePath ("Process list resume")', () => {
  it.each([
    [['Document Uploaded'], '/dashboard/process/d1/upload'],
    [['Document Uploaded', 'Scene Extracted'], '/dashboard/process/d1/scenes'],
    [
      ['Document Uploaded', 'Scene Extracted', 'Voice Assigned'],
      '/dashboard/process/d1/assign-voice',
    ],
    [
      ['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated'],
      '/dashboard/process/d1/scenes-preview',
    ],
  ])('last step of %j goes to %s', (steps, path) => {
    expect(resumePath('d1', steps)).toBe(path);
  });

  it('goes by the last step only, whatever came before', () => {
    expect(resumePath('d1', ['Voice Generated', 'Scene Extracted'])).toBe(
      '/dashboard/process/d1/scenes',
    );
  });

  it.each([[[]], [['Something Else']], [['Document Uploaded', 'toString']], [['constructor']]])(
    'any other step (%j) goes to the document’s upload page',
    (steps) => {
      expect(resumePath('d1', steps)).toBe('/dashboard/process/d1/upload');
    },
  );

  it('a failed lookup goes to the error page; ids are escaped in paths', () => {
    expect(resumeErrorPath('d1')).toBe('/dashboard/process/d1/error');
    expect(resumePath('a/b?c', ['Scene Extracted'])).toBe('/dashboard/process/a%2Fb%3Fc/scenes');
  });
});
