import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { productAddedMessage, productMessages, type CreateProductInput, type Product } from '@groundwork/domain/products';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateProduct } from '../api/create-product';
import { productsQueryKey } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { ProductForm } from './product-form';

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; null adds a new one. */
  product: Product | null;
  markups: OverheadMarkups | null;
  markupsFromDefaults?: boolean;
};


/** Add or edit a product. A failed save keeps the dialog open with everything typed. */
export function ProductFormDialog({ open, onOpenChange, product, markups, markupsFromDefaults = false }: ProductFormDialogProps) {
  const queryClient = useQueryClient();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const editing = product !== null;
  // Someone else saved this product meanwhile: keep what was typed, and offer their version instead.
  const [stale, setStale] = useState<string | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    setStale(null);
    onOpenChange(false);
  };

  const save = async (values: CreateProductInput) => {
    try {
      if (product) {
        await updateProduct.mutateAsync({ id: product.id, input: { ...values, updatedAt: product.updatedAt } });
        toast.success(productMessages.updated);
      } else {
        const { product: created } = await createProduct.mutateAsync(values);
        toast.success(productAddedMessage(created.name));
      }
      onOpenChange(false);
    } catch (error) {
      if (editing && isStaleWrite(error)) setStale(serverMessageOr(error, productMessages.stale));
      toast.error(serverMessageOr(error, editing ? productMessages.updateFailed : productMessages.addFailed));
      throw error;
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setStale(null);
        onOpenChange(next);
      }}
    >
      {open && (
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit product' : 'Add product'}</DialogTitle>
            <DialogDescription>{editing ? `Change ${product.name}.` : 'A material you buy and sell: what it costs you and what it sells for.'}</DialogDescription>
          </DialogHeader>
          {stale && (
            <StaleWriteAlert title={stale} description="What you typed is still here; reloading shows their version instead." onReload={reload} />
          )}
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            markups={markups}
            markupsFromDefaults={markupsFromDefaults}
            busy={createProduct.isPending || updateProduct.isPending}
            submitLabel={editing ? 'Save changes' : 'Add product'}
            onSubmit={save}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
