import { registerSharedCatalogsForTests } from '@portal/shared/testing';
import '@testing-library/jest-dom';

// @portal/shared's catalogues, registered as the apps do, before any test renders.
registerSharedCatalogsForTests();
