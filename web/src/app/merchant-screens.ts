/** The merchant workspace's screens, one chunk (see `lazy-screens.ts`). */
export { NewVenuePage } from '../screens/new-venue/new-venue.page';
export { MerchantDashboardPage } from '../screens/merchant-dashboard/merchant-dashboard.page';
export { MerchantVenuesPage } from '../screens/merchant-venues/merchant-venues.page';
export { VenueEditPage } from '../screens/venue-edit/venue-edit.page';
export { VenueAnalyticsPage } from '../screens/venue-analytics/venue-analytics.page';
export { MerchantOnboardingPage } from '../screens/merchant-onboarding/merchant-onboarding.page';
export { MerchantUpgradePage } from '../screens/merchant-upgrade/merchant-upgrade.page';
export { MerchantContentPage } from '../screens/merchant-content/merchant-content.page';
export { MerchantConnectionsPage } from '../screens/merchant-connections/merchant-connections.page';
export { ClaimPage } from '../screens/claim/claim.page';
