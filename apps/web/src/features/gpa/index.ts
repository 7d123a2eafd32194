export { GpaCalculatorPage } from './gpa-calculator-page';
export { useCurrentGpa } from './use-current-gpa';
export { formatGpa } from './gpa-rules';
