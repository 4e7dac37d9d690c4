import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCategoriesQuery } from '../../api/categories.query';
import { userFacingError } from '../../api/user-facing-error';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryPluralLabel } from '../../i18n/category-label';
import { useT } from '../../i18n/use-t';
import { homeMessages } from './home.fr';
import classes from './home.module.css';
import { searchPath } from '../../venues/search-path';

const SKELETON_COUNT = 8;
const GRID_COLS = { base: 2, xs: 3, sm: 4 };

/**
 * The categories of GET /api/categories, each under its plural name in the current language
 * ("Restaurants", "Cafés", …); a click searches for that displayed word (spec, home search page).
 */
export function CategoryButtons() {
  const t = useT(homeMessages);
  const tCategory = useT(categoryMessages);
  const navigate = useNavigate();
  const { data, error, isPending, isError, refetch, isFetching } = useCategoriesQuery();

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="sm" aria-busy="true" aria-label={t('categoriesLoading')}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  if (isError) {
    return (
      <Alert color="red" variant="light" title={t('categoriesError')} role="alert">
        <Text fz="sm" mb="sm">
          {userFacingError(error, t('app.genericError'))}
        </Text>
        <Button size="xs" variant="white" color="red" loading={isFetching} onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  if (data.length === 0) return <Text c="dimmed">{t('categoriesEmpty')}</Text>;

  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm">
      {data.map((category) => {
        const label = categoryPluralLabel(tCategory, category);
        return (
          <Button
            key={category.id}
            variant="default"
            radius="md"
            className={classes.categoryButton}
            onClick={() => {
              const path = searchPath(label);
              if (path) void navigate(path);
            }}
          >
            {label}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
