import { productDeletedMessage, productMessages, type Product } from '@groundwork/domain/products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { useDeleteProduct } from '../api/delete-product';

/** 'Delete …?' before a product leaves the price book. */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const deleteProduct = useDeleteProduct();
  const name = product?.name ?? '';

  const confirm = () => {
    if (!product) return;
    deleteProduct.mutate(product.id, {
      onSuccess: () => {
        toast.success(productDeletedMessage(name));
        onClose();
      },
      onError: (error) => toast.error(serverMessageOr(error, productMessages.deleteFailed)),
    });
  };

  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}?`}
      description="It leaves the price book. Estimates that already use it keep their lines."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deleteProduct.isPending}
      onConfirm={confirm}
    />
  );
}
