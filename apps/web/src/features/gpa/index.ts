export { GpaCalculatorPage } from './gpa-calculator-page';
