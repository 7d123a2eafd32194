import type { DepartmentSeed, Faculty } from './types';

export const faculties = {
  engineering: { en: 'Faculty of Engineering', tr: 'Mühendislik Fakültesi' },
  artsAndSciences: { en: 'Faculty of Arts and Sciences', tr: 'Fen-Edebiyat Fakültesi' },
  economics: {
    en: 'Faculty of Economics and Administrative Sciences',
    tr: 'İktisadi ve İdari Bilimler Fakültesi',
  },
  education: { en: 'Faculty of Education', tr: 'Eğitim Fakültesi' },
  architecture: { en: 'Faculty of Architecture', tr: 'Mimarlık Fakültesi' },
  law: { en: 'Faculty of Law', tr: 'Hukuk Fakültesi' },
  health: { en: 'Faculty of Health Sciences', tr: 'Sağlık Bilimleri Fakültesi' },
} as const satisfies Record<string, Faculty>;

export function department(
  code: string,
  nameEn: string,
  nameTr: string,
  faculty: Faculty,
): DepartmentSeed {
  return { code, name_en: nameEn, name_tr: nameTr, faculty_en: faculty.en, faculty_tr: faculty.tr };
}
