import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { NotFound } from '../components/not-found.tsx';
import { RouteError } from '../components/route-error.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { ProfileLayout } from '../features/profile/components/profile-layout.tsx';
import { UserLayout } from '../features/user/components/user-layout.tsx';
import { lazyPage as page } from './lazy-page.ts';

const notFound: RouteObject = { path: '*', Component: NotFound };

/** Every route of spec §2. Paths match case-insensitively, so /user/shoppinglist works too. */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    // Shown while the first page's chunk loads.
    HydrateFallback: Loading,
    children: [
      {
        index: true,
        ...page(
          () => import('../features/user/pages/home-page.tsx'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'login',
        ...page(
          () => import('../features/user/pages/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signUp',
        ...page(
          () => import('../features/user/pages/sign-up-page.tsx'),
          (m) => m.SignUpPage,
        ),
      },
      {
        path: 'about',
        ...page(
          () => import('../features/info/pages/about-page.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'agreement',
        ...page(
          () => import('../features/info/pages/agreement-page.tsx'),
          (m) => m.AgreementPage,
        ),
      },
      {
        path: 'map',
        ...page(
          () => import('../features/map/pages/map-page.tsx'),
          (m) => m.MapPage,
        ),
      },
      {
        path: 'user',
        Component: UserLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/shopping-list/pages/shopping-list-page.tsx'),
              (m) => m.ShoppingListPage,
            ),
          },
          {
            path: 'shoppingList',
            ...page(
              () => import('../features/shopping-list/pages/shopping-list-page.tsx'),
              (m) => m.ShoppingListPage,
            ),
          },
          {
            path: 'recipes',
            ...page(
              () => import('../features/recipes/pages/recipe-list-page.tsx'),
              (m) => m.RecipeListPage,
            ),
          },
          {
            path: 'recipes/:recipeId',
            ...page(
              () => import('../features/recipes/pages/recipe-page.tsx'),
              (m) => m.RecipePage,
            ),
          },
          {
            path: 'userRecipeSuggestion',
            ...page(
              () => import('../features/user-suggestions/pages/make-suggestion-page.tsx'),
              (m) => m.MakeSuggestionPage,
            ),
          },
          {
            path: 'profile',
            Component: ProfileLayout,
            children: [
              {
                index: true,
                ...page(
                  () => import('../features/user/pages/profile-page.tsx'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'likes',
                ...page(
                  () => import('../features/profile/pages/likes-page.tsx'),
                  (m) => m.LikesPage,
                ),
              },
              {
                path: 'dislikes',
                ...page(
                  () => import('../features/profile/pages/dislikes-page.tsx'),
                  (m) => m.DislikesPage,
                ),
              },
              {
                path: 'edit',
                ...page(
                  () => import('../features/user/pages/profile-edit-page.tsx'),
                  (m) => m.ProfileEditPage,
                ),
              },
              {
                path: 'history',
                ...page(
                  () => import('../features/profile/pages/history-page.tsx'),
                  (m) => m.HistoryPage,
                ),
              },
              {
                path: 'userSuggestions',
                ...page(
                  () => import('../features/user-suggestions/pages/user-suggestions-page.tsx'),
                  (m) => m.UserSuggestionsPage,
                ),
              },
              notFound,
            ],
          },
          {
            path: 'plan',
            ...page(
              () => import('../features/meal-plan/pages/meal-plan-page.tsx'),
              (m) => m.MealPlanPage,
            ),
          },
          {
            path: 'collections',
            ...page(
              () => import('../features/collections/pages/collections-page.tsx'),
              (m) => m.CollectionsPage,
            ),
          },
          {
            path: 'collections/:collectionId',
            ...page(
              () => import('../features/collections/pages/collection-page.tsx'),
              (m) => m.CollectionPage,
            ),
          },
          {
            path: 'collections/:collectionId/print',
            ...page(
              () => import('../features/collections/pages/collection-print-page.tsx'),
              (m) => m.CollectionPrintPage,
            ),
          },
          {
            path: 'notifications',
            ...page(
              () => import('../features/notifications/index.ts'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: 'pantry',
            ...page(
              () => import('../features/pantry/index.ts'),
              (m) => m.PantryPage,
            ),
          },
          {
            path: 'prices',
            ...page(
              () => import('../features/prices/pages/prices-page.tsx'),
              (m) => m.PricesPage,
            ),
          },
          {
            path: 'chefschoice',
            ...page(
              () => import('../features/recipes/pages/chefs-choice-page.tsx'),
              (m) => m.ChefsChoicePage,
            ),
          },
          {
            path: 'reviewUserSuggestion/:id',
            ...page(
              () => import('../features/user-suggestions/pages/review-suggestion-page.tsx'),
              (m) => m.ReviewSuggestionPage,
            ),
          },
          notFound,
        ],
      },
      {
        path: 'admin',
        Component: AdminLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ...page(
              () => import('../features/admin/pages/admin-users-page.tsx'),
              (m) => m.AdminUsersPage,
            ),
          },
          {
            path: 'users',
            ...page(
              () => import('../features/admin/pages/admin-users-page.tsx'),
              (m) => m.AdminUsersPage,
            ),
          },
          {
            path: 'recipes',
            ...page(
              () => import('../features/admin/pages/admin-recipes-page.tsx'),
              (m) => m.AdminRecipesPage,
            ),
          },
          {
            path: 'addrecipe',
            ...page(
              () => import('../features/admin/pages/add-recipe-page.tsx'),
              (m) => m.AddRecipePage,
            ),
          },
          {
            path: 'updaterecipe/:id',
            ...page(
              () => import('../features/admin/pages/update-recipe-page.tsx'),
              (m) => m.UpdateRecipePage,
            ),
          },
          {
            path: 'userSuggestions',
            ...page(
              () => import('../features/user-suggestions/pages/admin-suggestions-page.tsx'),
              (m) => m.AdminSuggestionsPage,
            ),
          },
          {
            path: 'backups',
            ...page(
              () => import('../features/backups/index.ts'),
              (m) => m.BackupsPage,
            ),
          },
          {
            path: 'import',
            ...page(
              () => import('../features/recipe-migration/index.ts'),
              (m) => m.ImportPage,
            ),
          },
          {
            path: 'import/links',
            ...page(
              () => import('../features/bulk-import/index.ts'),
              (m) => m.LinksImportPage,
            ),
          },
          {
            path: 'webhooks',
            ...page(
              () => import('../features/webhooks/index.ts'),
              (m) => m.AdminWebhooksPage,
            ),
          },
          {
            path: 'foodMatches',
            ...page(
              () => import('../features/food-matches/pages/food-matches-page.tsx'),
              (m) => m.FoodMatchesPage,
            ),
          },
          // /admin/{name}: where login sends an admin; any other single segment is NotFound (see the page).
          {
            path: ':name',
            ...page(
              () => import('../features/admin/pages/admin-home-page.tsx'),
              (m) => m.AdminHomePage,
            ),
          },
          notFound,
        ],
      },
      notFound,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
