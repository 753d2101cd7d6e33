print("wxsh-gazetteer: not written yet")
