/**
 * Type-checked only (vue-tsc): what a carousel's template ref exposes is typed through the
 * package's declarations, `rotationStatus` as one of the statuses rather than `any`.
 */
import type { AddonCarouselTeam } from 'vue-addon-kit/carousel';

declare const team: InstanceType<typeof AddonCarouselTeam>;
export const status: 'off' | 'pending' | 'reduced-motion' | 'stopped' | 'paused' | 'running' = team.rotationStatus;
export const moved: boolean = team.slideTo(2);
// @ts-expect-error a status is one of the statuses, never any string
export const wrong: 'nonsense' = team.rotationStatus;
