// Nothing but comments: an empty module.
