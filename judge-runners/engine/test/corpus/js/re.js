null.boom();
