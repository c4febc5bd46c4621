import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { productAddedMessage, productMessages, type CreateProductInput, type Product } from '@groundwork/domain/products';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useDialogSave } from '@/components/forms/use-dialog-save';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const editing = product !== null;
  // Someone else may have saved this product meanwhile: the dialog keeps what was typed and offers their version.
  const { stale, reload, save, onOpenChange: changeOpen } = useDialogSave({
    editing,
    queryKey: productsQueryKey,
    onOpenChange,
    messages: productMessages,
    write: async (values: CreateProductInput) => {
      if (product) {
        await updateProduct.mutateAsync({ id: product.id, input: { ...values, updatedAt: product.updatedAt } });
        return productMessages.updated;
      }
      const { product: created } = await createProduct.mutateAsync(values);
      return productAddedMessage(created.name);
    },
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
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
