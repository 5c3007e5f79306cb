import { describe, expect, it } from 'vitest';
import { documentsFolder, xdgDocuments } from './documents';

describe('the documents folder', () => {
  it('is the one the XDG user folders name on Linux, else Documents in the home folder', () => {
    const dirs = (text: string) => () => text;
    expect(documentsFolder('linux', {}, '/home/ann', dirs('XDG_DESKTOP_DIR="$HOME/Desktop"\nXDG_DOCUMENTS_DIR="$HOME/Dokumente"\n'))).toBe('/home/ann/Dokumente');
    expect(documentsFolder('linux', {}, '/home/ann', () => null)).toBe('/home/ann/Documents');
    expect(documentsFolder('darwin', {}, '/Users/ann')).toBe('/Users/ann/Documents');
    expect(documentsFolder('win32', { USERPROFILE: 'C:\\Users\\ann' }, 'C:\\Users\\ann')).toBe('C:\\Users\\ann\\Documents');
  });

  it('reads the XDG file from XDG_CONFIG_HOME when it is set', () => {
    const asked: string[] = [];
    documentsFolder('linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/ann', (file) => (asked.push(file), null));
    expect(asked).toEqual(['/cfg/user-dirs.dirs']);
  });

  it('ignores an XDG entry that is home itself, relative, or names another variable', () => {
    expect(xdgDocuments('XDG_DOCUMENTS_DIR="$HOME"', '/home/ann')).toBeNull();
    expect(xdgDocuments('XDG_DOCUMENTS_DIR="$HOME/"', '/home/ann')).toBeNull();
    expect(xdgDocuments('XDG_DOCUMENTS_DIR="docs"', '/home/ann')).toBeNull();
    expect(xdgDocuments('XDG_DOCUMENTS_DIR="$XDG_DATA/docs"', '/home/ann')).toBeNull();
    expect(xdgDocuments('# XDG_DOCUMENTS_DIR="/x"\nXDG_DOCUMENTS_DIR="/srv/ann docs"', '/home/ann')).toBe('/srv/ann docs');
  });
});
