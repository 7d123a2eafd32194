import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { QbLang } from './qb-text';

export interface QbLanguagePairProps {
  /** The field's name without language ('Name'): labels read 'Name (English)', 'Name (Turkish)'. */
  label: string;
  /** The input props of each language, e.g. `(lang) => form.getInputProps(\`name_${lang}\`)`. */
  inputProps: (lang: QbLang) => GetInputPropsReturnType;
  /** The input keys of uncontrolled forms, e.g. `(lang) => form.key(\`name_${lang}\`)`. */
  inputKey?: (lang: QbLang) => string;
  required?: boolean;
  maxLength?: number;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** A help line under both inputs. */
  description?: string;
}

/** The English and Turkish inputs of one text, side by side (stacked on phones). */
export function QbLanguagePair({
  label,
  inputProps,
  inputKey,
  required = false,
  maxLength,
  multiline = false,
  description,
}: QbLanguagePairProps) {
  const { t } = useTranslation('quiz-builder');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {(['en', 'tr'] as const).map((lang) => {
        const common = {
          label: t(`shared.inLanguage.${lang}`, { label }),
          required,
          maxLength,
          description,
          lang,
          ...inputProps(lang),
        };
        const key = inputKey === undefined ? lang : inputKey(lang);
        return multiline ? (
          <Textarea key={key} rows={3} {...common} />
        ) : (
          <TextInput key={key} {...common} />
        );
      })}
    </SimpleGrid>
  );
}
