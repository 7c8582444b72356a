/** The meal-plan feature's public entry (issue 18). */
export { AddToPlan } from './components/add-to-plan.tsx';
