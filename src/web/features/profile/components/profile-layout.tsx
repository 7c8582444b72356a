export { OutletLayout as ProfileLayout } from '../../../components/outlet-layout.tsx';
