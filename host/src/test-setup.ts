import '@testing-library/jest-dom';
import { installMatchMedia, setViewportWidth } from './test-support/viewport';

installMatchMedia();
beforeEach(() => setViewportWidth(1280));
