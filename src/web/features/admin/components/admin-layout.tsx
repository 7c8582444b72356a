export { OutletLayout as AdminLayout } from '../../../components/outlet-layout.tsx';
