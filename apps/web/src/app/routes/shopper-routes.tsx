import type { RouteObject } from 'react-router';
import { page, withTexts } from './lazy-pages';

const productsPage = withTexts(['catalog', 'addresses'], async () => ({
  Component: (await import('../../features/catalog/products-page')).ProductsPage,
}));
const storePage = withTexts(['catalog', 'addresses'], async () => ({
  Component: (await import('../../features/catalog/store/store-page')).StorePage,
}));
const productDetailsPage = withTexts(['catalog'], async () => ({
  Component: (await import('../../features/catalog/details/product-details-page'))
    .ProductDetailsPage,
}));
const cartPage = withTexts(['catalog'], async () => ({
  Component: (await import('../../features/cart/screen/cart-page')).CartPage,
}));
const checkoutPage = withTexts(['orders', 'addresses'], async () => ({
  Component: (await import('../../features/checkout/page/checkout-page')).CheckoutPage,
}));
const checkoutPreviewPage = withTexts(['orders'], async () => ({
  Component: (await import('../../features/checkout/preview/checkout-preview-page'))
    .CheckoutPreviewPage,
}));
const orderHistoryPage = withTexts(['orders'], async () => ({
  Component: (await import('../../features/orders/history/order-history-page')).OrderHistoryPage,
}));
const profilePage = withTexts(['orders'], async () => ({
  Component: (await import('../../features/profile/profile-page')).ProfilePage,
}));
const reviewOrderPreviewPage = withTexts(['orders'], async () => ({
  Component: (await import('../../features/checkout/preview/review-order-preview-page'))
    .ReviewOrderPreviewPage,
}));

/** Shopping pages under the shopper header, with the path parameters of SPEC §2. */
export const shopperRoutes: RouteObject[] = [
  // "/" is treated as a listing (SPEC §2), so it shows the store list itself.
  page(undefined, 'products', productsPage),
  page('products', 'products', productsPage),
  page('products/store/:storeQueryId', 'store', storePage),
  // The product list is the store page opened at a category and sub-category.
  page(
    'products/product-list/:storeQueryId/:categoryId/:subCategoryId/:industryId',
    'productList',
    storePage,
  ),
  page('products/details/:storeQueryId/:productQueryId', 'productDetails', productDetailsPage),
  page('checkout/cart-summary', 'cartSummary', cartPage),
  page('checkout', 'checkout', checkoutPage),
  page('checkoutv2', 'checkoutV2', checkoutPreviewPage),
  page('review-order', 'reviewOrder', reviewOrderPreviewPage),
  page('order/history', 'orderHistory', orderHistoryPage),
  page('profile', 'profile', profilePage),
];

/** Internal pages (SPEC §2 "/test and two design-test routes"). */
export const internalRoutes: RouteObject[] = [
  page(
    'test',
    'test',
    withTexts([], async () => ({
      Component: (await import('../pages/internal-index-page')).InternalIndexPage,
    })),
  ),
  page(
    'test/design-1',
    'designStore',
    withTexts(['home'], async () => ({
      Component: (await import('../../features/showcase/pages/store-showcase-page'))
        .StoreShowcasePage,
    })),
  ),
  page(
    'test/design-2',
    'designGallery',
    withTexts(['home'], async () => ({
      Component: (await import('../../features/showcase/pages/blocks-gallery-page'))
        .BlocksGalleryPage,
    })),
  ),
];
