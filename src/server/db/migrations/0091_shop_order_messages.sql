-- A shop order's messages between its two sides (docs/shop.md "Order messages"), and the
-- notifications of an order's steps (docs/shop.md "Order notifications").

-- One row a message: the sender, the other side, the text and its attachments (like a bid's
-- messages), read when the recipient opened the order's conversation; mailed once when left unread.
create table nshop_order_messages (
  id bigint generated always as identity primary key,
  nshop_order_id integer not null references nshop_orders (id) on delete cascade,
  sender_id integer not null references users (id) on delete cascade,
  recipient_id integer not null references users (id) on delete cascade,
  body text not null check (length(body) between 1 and 2000),
  -- [{url, name, type, size}]: images (png, jpeg, gif) and PDF files
  attachments jsonb not null default '[]'::jsonb,
  created timestamptz not null default now(),
  read_at timestamptz,
  mailed_at timestamptz
);
-- An order's conversation, oldest first, and its pages by id.
create index nshop_order_messages_order_idx on nshop_order_messages (nshop_order_id, id);
-- The recipient's unread ones (counts, marking read, the unread mail sweep).
create index nshop_order_messages_unread_idx on nshop_order_messages (recipient_id, nshop_order_id) where read_at is null;

-- A notification may name the order it is about.
alter table notifications add column nshop_order_id integer references nshop_orders (id) on delete cascade;

alter table notifications drop constraint if exists notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('new_lead', 'new_quote', 'new_message', 'hired', 'review', 'request_closed', 'request_changed',
    'safety_payment_paid', 'safety_payment_release',
    'safety_payment_requested', 'safety_payment_cancelled', 'safety_payment_expired',
    'safety_payment_refund_requested', 'safety_payment_refund_cancelled', 'safety_payment_refund_approved',
    'safety_payment_refund_declined', 'safety_payment_disputed', 'safety_payment_dispute_decided',
    'safety_payment_payout', 'charge_application_decision', 'business_loan_decision',
    'shop_order'));
