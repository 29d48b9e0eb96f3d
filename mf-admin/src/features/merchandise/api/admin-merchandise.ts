import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchandiseItemSchema, type MerchandiseInput } from '@bedtime/contracts';
import { apiJson, apiRequest, errorMessage, MERCHANDISE_QUERY_KEY, useToast } from '@bedtime/web-kit';

export const ADMIN_MERCHANDISE_KEY = ['/api/admin/merchandise'] as const;
const listSchema = merchandiseItemSchema.array();

/** GET /api/admin/merchandise: every product, hidden or not. */
export function useAdminMerchandise() {
  return useQuery({
    queryKey: ADMIN_MERCHANDISE_KEY,
    queryFn: async ({ signal }) => await apiJson(listSchema, 'GET', '/api/admin/merchandise', undefined, { signal }),
  });
}

function useRefetchLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_MERCHANDISE_KEY });
    // The marketplace's Merchandise tab reads the catalogue: it refreshes too after every change.
    void queryClient.invalidateQueries({ queryKey: MERCHANDISE_QUERY_KEY });
  };
}

/** POST or PUT /api/admin/merchandise with the product rules' toasts. */
export function useSaveProduct(onSaved: () => void) {
  const refetch = useRefetchLists();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: MerchandiseInput }) =>
      id === null
        ? await apiJson(merchandiseItemSchema, 'POST', '/api/admin/merchandise', body)
        : await apiJson(merchandiseItemSchema, 'PUT', `/api/admin/merchandise/${encodeURIComponent(id)}`, body),
    onSuccess: (_item, { id }) => {
      toast({ title: id === null ? 'Product created successfully' : 'Product updated successfully', variant: 'success' });
      refetch();
      onSaved();
    },
    onError: (error, { id }) =>
      toast({ title: id === null ? 'Failed to create product' : 'Failed to update product', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** DELETE /api/admin/merchandise/{id}: no confirmation. */
export function useDeleteProduct() {
  const refetch = useRefetchLists();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/admin/merchandise/${encodeURIComponent(id)}`);
    },
    onSuccess: () => {
      toast({ title: 'Product deleted successfully', variant: 'success' });
      refetch();
    },
    onError: (error) => toast({ title: 'Failed to delete product', description: errorMessage(error), variant: 'destructive' }),
  });
}
