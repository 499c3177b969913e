import { useMemo } from 'react';
import { useGameVendors } from '@/core';
import { buildNavCategories, type NavCategory } from './categories';

export function useNavCategories(): { categories: NavCategory[]; isError: boolean; isPending: boolean } {
  const { data, isError, isPending } = useGameVendors();
  const categories = useMemo(() => buildNavCategories(data ?? []), [data]);
  return { categories, isError, isPending };
}
