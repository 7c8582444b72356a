export { OutletLayout as UserLayout } from '../../../components/outlet-layout.tsx';
