import type { CommonTopic } from './types';

/**
 * University-wide courses every undergraduate takes. They are taught by the
 * departments closest to them: Turkish by TLL, the history of the revolution
 * by HIST and academic English by FLE.
 */
export const commonTopics: readonly CommonTopic[] = [
  {
    prefix: 'TK',
    departmentCode: 'TLL',
    number: 101,
    en: 'Turkish Language',
    tr: 'Türk Dili',
    parts: 2,
    language: 'tr',
    fieldEn: 'written and spoken Turkish',
    fieldTr: 'yazılı ve sözlü Türkçe',
    credits: 2,
    ects: 2,
  },
  {
    prefix: 'HTR',
    departmentCode: 'HIST',
    number: 211,
    en: 'Principles of Atatürk and History of the Turkish Revolution',
    tr: 'Atatürk İlkeleri ve İnkılap Tarihi',
    parts: 2,
    language: 'tr',
    fieldEn: 'modern Turkish history',
    fieldTr: 'yakın dönem Türk tarihi',
    credits: 2,
    ects: 2,
  },
  {
    prefix: 'EAP',
    departmentCode: 'FLE',
    number: 101,
    en: 'Academic English',
    tr: 'Akademik İngilizce',
    parts: 2,
    language: 'en',
    fieldEn: 'academic English',
    fieldTr: 'akademik İngilizce',
    credits: 3,
    ects: 4,
  },
  {
    prefix: 'EAP',
    departmentCode: 'FLE',
    number: 201,
    en: 'Academic Writing and Presentation Skills',
    tr: 'Akademik Yazma ve Sunum Becerileri',
    parts: 1,
    language: 'en',
    fieldEn: 'academic English',
    fieldTr: 'akademik İngilizce',
    credits: 3,
    ects: 4,
  },
  {
    prefix: 'EAP',
    departmentCode: 'FLE',
    number: 301,
    en: 'Technical Report Writing',
    tr: 'Teknik Rapor Yazımı',
    parts: 1,
    language: 'en',
    fieldEn: 'technical communication',
    fieldTr: 'teknik iletişim',
    credits: 2,
    ects: 3,
  },
];
