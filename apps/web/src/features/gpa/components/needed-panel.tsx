import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GpaSection } from './gpa-section';
import { useTranslation } from 'react-i18next';
import { gpaLimits } from '@campus/contracts';
import { NumberField } from './number-field';
import {
  formatGpa,
  isValidPlannerCredits,
  isValidTarget,
  neededAverage,
  roundUpNeeded,
  type CumulativeResult,
} from '../gpa-rules';
import type { GpaTargetInput } from '../gpa-storage';

interface NeededPanelProps {
  current: CumulativeResult;
  planner: GpaTargetInput;
  onChange: (patch: Partial<GpaTargetInput>) => void;
}

/** "What do I need": the semester average that brings the cumulative GPA to a target. */
export function NeededPanel({ current, planner, onChange }: NeededPanelProps) {
  const { t, i18n } = useTranslation('gpa');
  const format = (value: number) => formatGpa(value, i18n.language);
  const { target, nextCredits } = planner;
  const targetError =
    target !== null && !isValidTarget(target)
      ? t('planner.targetError', {
          min: format(gpaLimits.minTarget),
          max: format(gpaLimits.maxTarget),
        })
      : null;
  const creditsError =
    nextCredits !== null && !isValidPlannerCredits(nextCredits)
      ? t('planner.nextCreditsError', {
          min: gpaLimits.minPlannerCredits,
          max: gpaLimits.maxPlannerCredits,
        })
      : null;

  const answer =
    isValidTarget(target) && isValidPlannerCredits(nextCredits)
      ? neededAverage({
          currentGpa: current.gpa ?? 0,
          currentCredits: current.gpa === null ? 0 : current.credits,
          nextCredits,
          target,
        })
      : null;

  let sentence = t('planner.prompt');
  let extra: string | null = null;
  let color = 'gray';
  if (answer !== null && target !== null && nextCredits !== null) {
    const targetText = format(target);
    if (answer.kind === 'reached') {
      sentence = t('planner.reached', { target: targetText });
      color = 'teal';
    } else if (answer.kind === 'reachable') {
      sentence = t('planner.reachable', {
        needed: format(roundUpNeeded(answer.needed)),
        target: targetText,
      });
      color = 'blue';
    } else {
      sentence = t('planner.unreachable', { needed: format(roundUpNeeded(answer.needed)) });
      extra =
        answer.semestersAtFullAA === null
          ? t('planner.never', { target: targetText })
          : t('planner.fullAA', { count: answer.semestersAtFullAA, credits: nextCredits });
      color = 'orange';
    }
  }

  return (
    <GpaSection labelledBy="gpa-planner-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="gpa-planner-title">
          {t('planner.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {current.gpa === null
            ? t('planner.basisEmpty')
            : t('planner.basis', { gpa: format(current.gpa), credits: current.credits })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberField
            label={t('planner.target')}
            value={target}
            min={gpaLimits.minTarget}
            max={gpaLimits.maxTarget}
            step={0.05}
            decimalScale={2}
            allowNegative={false}
            error={targetError}
            onNumberChange={(value) => {
              onChange({ target: value });
            }}
          />
          <NumberField
            label={t('planner.nextCredits')}
            value={nextCredits}
            min={gpaLimits.minPlannerCredits}
            max={gpaLimits.maxPlannerCredits}
            decimalScale={1}
            allowNegative={false}
            error={creditsError}
            onNumberChange={(value) => {
              onChange({ nextCredits: value });
            }}
          />
        </SimpleGrid>
        <Alert
          color={color}
          variant="light"
          role="status"
          aria-live="polite"
          data-testid="gpa-needed-answer"
        >
          <Text size="sm">{sentence}</Text>
          {extra !== null && (
            <Text size="sm" mt={4}>
              {extra}
            </Text>
          )}
        </Alert>
      </Stack>
    </GpaSection>
  );
}
